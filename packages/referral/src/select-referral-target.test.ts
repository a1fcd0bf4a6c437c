import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import { commonSlice, loadAvailablePromotions, loadMemberInfo, sessionSlice, sessionStarted } from '@lotto/app-core';
import { selectReferralTarget } from './referral-target';

const PROMOTIONS = '/wps/relay/MCSFE_getMerchantAvailablePromotions';
const referral = (enabled: boolean): ApiResult => ({
  success: true,
  status: 200,
  value: { REFERRAL: { enabled, count: enabled ? 1 : 0 } },
});
const member = (type: number): ApiResult => ({ success: true, status: 200, value: { type } });

function storeWith(answers: CannedAnswers) {
  const api = cannedApi(answers);
  const store = configureStore({
    reducer: { common: commonSlice.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
  return { api, store, target: () => selectReferralTarget(store.getState()) };
}

/** An answer the test releases when it wants, to look at the state in between. */
function held(result: ApiResult) {
  let release = () => {};
  const answer = new Promise<ApiResult>((resolve) => {
    release = () => resolve(result);
  });
  return { answer: () => answer, release: () => release() };
}

describe('the referral entry for whoever is here', () => {
  it('offers a visitor the invite page once the promotions say REFERRAL runs, asking without the session', async () => {
    const promotions = held(referral(true));
    const { api, store, target } = storeWith({ [PROMOTIONS]: promotions.answer });
    const loading = store.dispatch(loadAvailablePromotions());
    expect(target()).toBeNull();
    promotions.release();
    await loading;
    expect(target()).toBe('invite-friends');
    expect(api.calls.map(({ path, options }) => [path, options.auth])).toEqual([[PROMOTIONS, false]]);
  });

  it('puts a visitor through to customer service when REFERRAL does not run, the call fails, or the merchant has no reward centre', async () => {
    const off = storeWith({ [PROMOTIONS]: referral(false) });
    await off.store.dispatch(loadAvailablePromotions());
    expect(off.target()).toBe('customer-service');

    const failing = storeWith({ [PROMOTIONS]: () => Promise.reject(new Error('offline')) });
    await failing.store.dispatch(loadAvailablePromotions());
    expect(failing.target()).toBe('customer-service');

    // Never asked: the reward centre flag is off.
    expect(storeWith({}).target()).toBe('customer-service');
  });

  it('waits for a member’s type before choosing, then sends an agent to agent registration', async () => {
    const info = held(member(1));
    const { store, target } = storeWith({ [PROMOTIONS]: referral(true), '/wps/member/info': info.answer });
    await store.dispatch(loadAvailablePromotions());
    store.dispatch(sessionStarted({ token: 't-agent' }));
    expect(target()).toBeNull();
    const loading = store.dispatch(loadMemberInfo());
    expect(target()).toBeNull();
    info.release();
    await loading;
    expect(target()).toBe('agent-register');
  });

  it('treats a member whose details could not be loaded as a member, not an agent', async () => {
    const { store, target } = storeWith({
      [PROMOTIONS]: referral(false),
      '/wps/member/info': { success: false, status: 500, value: null },
    });
    await store.dispatch(loadAvailablePromotions());
    store.dispatch(sessionStarted({ token: 't-member' }));
    await store.dispatch(loadMemberInfo());
    expect(target()).toBe('customer-service');
  });
});
