import { describe, expect, it, vi } from 'vitest';
import { followExternalRedirect, type RedirectDeps } from './follow-redirect';
import { createChatStore } from './testing';

const APP = 'https://m.lotto.example';
const SESSION = { token: 'tok-1', userName: 'player01', merchantCode: 'demo', id: 1, firstTimeLogin: false };
const at = (redirectUrl: string) => ({ origin: APP, search: `?${new URLSearchParams({ redirectUrl })}` });

function deps(hosts: string[] = ['pay.example.com']) {
  const value: RedirectDeps = { hosts, headerColor: '#b3261e', language: () => 'VI', leave: vi.fn() };
  return value;
}

describe('a signed-in member’s external redirect (spec 001 §7)', () => {
  it('leaves for a listed host with the session fields', async () => {
    const store = createChatStore({ session: SESSION });
    const redirect = deps();
    document.title = 'Lucky Star';
    await store.dispatch(followExternalRedirect(redirect, at('https://pay.example.com/deposit')));
    const url = new URL(vi.mocked(redirect.leave).mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://pay.example.com/deposit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok-1',
      language: 'VI',
      headerColor: '#b3261e',
      b2c: '1',
      title: 'Lucky Star',
    });
  });

  it('counts the platform’s domainList as listed', async () => {
    const store = createChatStore({ session: SESSION, domainList: ['https://line2.lotto.example'] });
    const redirect = deps([]);
    await store.dispatch(followExternalRedirect(redirect, at('https://line2.lotto.example/m/home')));
    expect(redirect.leave).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/line2\.lotto\.example\/m\/home\?token=tok-1&/));
  });

  it('refuses an unlisted host with a message, and sends nothing', async () => {
    const store = createChatStore({ session: SESSION });
    const redirect = deps();
    await store.dispatch(followExternalRedirect(redirect, at('https://evil.example.net/steal')));
    expect(redirect.leave).not.toHaveBeenCalled();
    expect(store.getState().feedback.alerts).toEqual([expect.objectContaining({ messageKey: 'redirect_refused', namespace: 'chat' })]);
  });

  it('does nothing for a visitor or a way back inside the app', async () => {
    const visitor = createChatStore();
    const redirect = deps();
    await visitor.dispatch(followExternalRedirect(redirect, at('https://pay.example.com/')));
    const member = createChatStore({ session: SESSION });
    await member.dispatch(followExternalRedirect(redirect, at('/m/game')));
    expect(redirect.leave).not.toHaveBeenCalled();
    expect(visitor.getState().feedback.alerts).toEqual([]);
    expect(member.getState().feedback.alerts).toEqual([]);
  });
});
