import { beforeEach, describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { bootSession } from './boot-session';
import { createAppStore } from './create-store';
import { takeOfferedSession } from './session-switch';

/** The shell's start: what boot finds becomes the store's session, and the store's session listener keeps it. */
function start(merchant: string) {
  const { session } = bootSession(merchant);
  createAppStore({ api: cannedApi(), merchantCode: merchant, language: () => 'EN' }, { name: 'Lucky Star Lottery' }, session);
  return session;
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('session at start', () => {
  beforeEach(() => visit('/m/home'));

  it('takes a token from the address into MC_SESSION_INFO and removes it from the address', () => {
    visit('/m/member/home?token=abc&affiliateCode=A1#x');
    expect(start('demo')).toEqual({ token: 'abc', merchantCode: 'demo' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/m/member/home?affiliateCode=A1#x');
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual({ token: 'abc', merchantCode: 'demo' });
  });

  it('keeps a stored session that carries the same token', () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'abc', userName: 'amy' }));
    visit('/m/home?tokens=abc');
    expect(bootSession('demo')).toEqual({ session: { token: 'abc', userName: 'amy' }, offeredToken: null });
  });

  it('never swaps a live session for another token in the address: it offers it, and the address loses it all the same', () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'mine', userName: 'amy' }));
    visit('/m/member/home?token=theirs&affiliateCode=A1');
    expect(bootSession('demo')).toEqual({ session: { token: 'mine', userName: 'amy' }, offeredToken: 'theirs' });
    expect(window.location.pathname + window.location.search).toBe('/m/member/home?affiliateCode=A1');
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual({ token: 'mine', userName: 'amy' });
  });

  it('takes the offered session only when asked to, ending the live one first', () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'mine', userName: 'amy' }));
    visit('/m/home?token=theirs');
    const { session, offeredToken } = bootSession('demo');
    const store = createAppStore({ api: cannedApi(), merchantCode: 'demo', language: () => 'EN' }, { name: 'Lucky Star Lottery' }, session);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().session.info?.token ?? 'none'));
    takeOfferedSession(store, offeredToken ?? '', 'demo');
    expect(seen.slice(0, 2)).toEqual(['none', 'theirs']);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual({ token: 'theirs', merchantCode: 'demo' });
  });

  it('falls back to the stored session', () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'zzz' }));
    expect(bootSession('demo').session?.token).toBe('zzz');
  });

  it('saves tracked parameters seen on entry', () => {
    visit('/m/home?affiliateCode=AF&other=1');
    bootSession('demo');
    expect(JSON.parse(sessionStorage.getItem('MC_TRACKED_QUERY') ?? '{}')).toEqual({ affiliateCode: 'AF' });
  });

  it('has no session for a visitor', () => {
    expect(bootSession('demo')).toEqual({ session: null, offeredToken: null });
  });
});

describe('old iOS installed app', () => {
  it('restores the last path and token from local storage', () => {
    localStorage.setItem('MC_LAST_PATH', '/m/member/home?tab=2');
    localStorage.setItem('MC_LAST_TOKEN', 'ios-token');
    window.history.replaceState(null, '', '/m/home');
    expect(bootSession('demo', true).session).toEqual({ token: 'ios-token', merchantCode: 'demo' });
    expect(window.location.pathname + window.location.search).toBe('/m/member/home?tab=2');
  });

  it('keeps the tracked parameters the app was launched with', () => {
    localStorage.setItem('MC_LAST_PATH', '/m/member/home?tab=2');
    localStorage.setItem('MC_LAST_TOKEN', 'ios-token');
    window.history.replaceState(null, '', '/m/home?fbclid=F1&other=x');
    bootSession('demo', true);
    expect(window.location.pathname + window.location.search).toBe('/m/member/home?tab=2&fbclid=F1');
  });

  it('does nothing elsewhere', () => {
    localStorage.setItem('MC_LAST_TOKEN', 'ios-token');
    window.history.replaceState(null, '', '/m/home');
    expect(bootSession('demo', false).session).toBeNull();
  });
});
