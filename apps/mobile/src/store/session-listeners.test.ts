import { describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { handleOutcome } from '@lotto/app-core';
import { createAppStore } from './create-store';
import { registerOldIosRestore } from './session-listeners';

const noRouter = { subscribe: () => () => undefined };

function oldIosApp(address: string) {
  window.history.replaceState(null, '', address);
  const store = createAppStore(
    { api: cannedApi(), merchantCode: 'demo', language: () => 'EN' },
    { name: 'Lucky Star Lottery' },
    {
      token: 'ios-token',
      merchantCode: 'demo',
    },
  );
  const goTo = vi.fn();
  registerOldIosRestore(store, noRouter, goTo);
  return { store, goTo };
}

describe('old iOS installed app (spec 000 §4, §8)', () => {
  it('keeps the page and token in local storage', () => {
    oldIosApp('/m/member/home?tab=2');
    expect([localStorage.getItem('MC_LAST_PATH'), localStorage.getItem('MC_LAST_TOKEN')]).toEqual(['/m/member/home?tab=2', 'ios-token']);
  });

  it('a 401 on any call, not only member info, clears the kept path and the session and goes home once', () => {
    const { store, goTo } = oldIosApp('/m/member/home?affiliateCode=A1&tab=2');
    store.dispatch(handleOutcome({ kind: 'logged-out' }, '/wps/relay/MCSFE_getPlayerRankProgress', 401));
    store.dispatch(handleOutcome({ kind: 'logged-out' }, '/wps/member/info', 401));
    expect([localStorage.getItem('MC_LAST_PATH'), localStorage.getItem('MC_LAST_TOKEN')]).toEqual([null, null]);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(store.getState().session.info).toBeNull();
    expect(goTo.mock.calls).toEqual([['/m/home?affiliateCode=A1']]);
  });

  it('a logged-out code without a 401 ends the session but keeps the page', () => {
    const { store, goTo } = oldIosApp('/m/member/home');
    store.dispatch(handleOutcome({ kind: 'logged-out', errorCode: 'user.or.token.invalid' }, '/wps/member/info', 200));
    expect(store.getState().session.info).toBeNull();
    expect([localStorage.getItem('MC_LAST_PATH'), localStorage.getItem('MC_LAST_TOKEN')]).toEqual(['/m/member/home', null]);
    expect(goTo).not.toHaveBeenCalled();
  });
});
