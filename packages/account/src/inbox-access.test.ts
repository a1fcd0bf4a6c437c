import { describe, expect, it } from 'vitest';
import { inboxAsked, inboxOffered, inboxSwitch } from './inbox-access';

describe('whether the merchant has the inbox', () => {
  it('the white-label switch INBOX3 decides where the tree names it', () => {
    expect(inboxSwitch({ INBOX3: true })).toBe('on');
    expect(inboxSwitch({ INBOX3: false })).toBe('off');
    expect(inboxOffered('on', {})).toBe(true);
    expect(inboxOffered('off', { count: 4 })).toBe(false);
    expect(inboxAsked('off', undefined)).toBe(false);
  });

  it('where the tree does not name it, the unread count’s call decides', () => {
    expect(inboxSwitch({ chat: true })).toBe('ask');
    expect(inboxAsked('ask', undefined)).toBe(true);
    expect(inboxOffered('ask', {})).toBe(false);
    expect(inboxOffered('ask', { count: 0 })).toBe(true);
    expect(inboxOffered('ask', { errorCode: 'function.not.available' })).toBe(false);
    expect(inboxAsked('ask', 'function.not.available')).toBe(false);
  });
});
