import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { commonSlice, feedbackSlice, initialCommonState, type CommonState, type ThunkExtra } from '@lotto/app-core';
import type { AdapterLoader } from '../adapter-loader';
import type { CaptchaAdapter, CaptchaResult } from '../types';

/** A store with the slices the captcha reads (merchant settings) and writes (alerts, toasts). */
export function createCaptchaStore(common: Partial<CommonState> = {}, api?: ApiClient) {
  const reducer = combineSlices(commonSlice, feedbackSlice);
  const extra: ThunkExtra = { api: api ?? cannedApi(), merchantCode: 'demo', language: () => 'EN' };
  const preloadedState: ReturnType<typeof reducer> = {
    common: { ...initialCommonState('demo', 'Lucky Star Lottery'), status: 'ready', ...common },
    feedback: { alerts: [], toasts: [], domainError: null },
  };
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
}

/** What a scripted adapter does at each step. */
export interface ScriptedAdapterPlan {
  /** Resolve, reject with an error, or never settle (a load that hangs, for stories). */
  load?: 'ok' | 'hang' | { code: string; message?: string; userError?: string };
  /** The player passes, closes, or the widget fails; 'hang' keeps the dialog open. */
  verify?: CaptchaResult | null | 'hang' | { error: { code: string } };
}

/** A stand-in adapter for tests and stories: no vendor, no network. */
export function scriptedAdapter(plan: ScriptedAdapterPlan = {}) {
  const calls: string[] = [];
  const adapter: CaptchaAdapter = {
    load: () => {
      calls.push('load');
      const load = plan.load ?? 'ok';
      if (load === 'ok') return Promise.resolve();
      if (load === 'hang') return new Promise<void>(() => {});
      return Promise.reject(Object.assign(new Error(load.message ?? 'failed'), { code: load.code, user_error: load.userError }));
    },
    verify: () => {
      calls.push('verify');
      const verify = plan.verify === undefined ? { geetestChallenge: 'c', geetestSeccode: 's|jordan', geetestValidate: 's' } : plan.verify;
      if (verify === 'hang') return new Promise(() => {});
      if (verify !== null && 'error' in verify) return Promise.reject(Object.assign(new Error('failed'), verify.error));
      return Promise.resolve(verify);
    },
    reset: () => calls.push('reset'),
    destroy: () => calls.push('destroy'),
  };
  const loader: AdapterLoader = () => Promise.resolve(adapter);
  return { adapter, loader, calls };
}

export const TEST_HOSTS = { api: ['api.geetest.com'], static: ['static.geetest.com'] };
