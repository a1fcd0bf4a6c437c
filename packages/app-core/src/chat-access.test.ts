import { describe, expect, it } from 'vitest';
import { chatAccess, type ChatAccess, type ChatAccessInput } from './chat-access';

describe('who may chat (spec 001 §4, §6; spec 000 §6)', () => {
  const table: Array<[string, ChatAccessInput, ChatAccess]> = [
    ['no chat flag: no entry, even for a member', { chatEnabled: false, loggedIn: true, memberType: 0 }, 'hidden'],
    ['no chat flag: no entry for a visitor', { chatEnabled: false, loggedIn: false, memberType: undefined }, 'hidden'],
    ['a visitor goes to login', { chatEnabled: true, loggedIn: false, memberType: undefined }, 'login'],
    ['member type 4 gets no_permissions', { chatEnabled: true, loggedIn: true, memberType: 4 }, 'no-permission'],
    ['member type 4 as the session spells it', { chatEnabled: true, loggedIn: true, memberType: '4' }, 'no-permission'],
    ['member type 0 opens the chat', { chatEnabled: true, loggedIn: true, memberType: 0 }, 'launch'],
    ['agents (1, 2) open the chat', { chatEnabled: true, loggedIn: true, memberType: 2 }, 'launch'],
    ['a member whose type is still loading opens the chat', { chatEnabled: true, loggedIn: true, memberType: undefined }, 'launch'],
  ];
  it.each(table)('%s', (_, input, expected) => {
    expect(chatAccess(input)).toBe(expected);
  });
});
