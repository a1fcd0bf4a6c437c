import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient, ApiResult } from '@lotto/api-client';
import { commonSlice, feedbackSlice, initialCommonState, sessionSlice, type CommonState, type SessionState } from '@lotto/app-core';
import { authSlice, type AuthState } from '../auth-slice';

/** Canned answers by path, for stories and tests; anything else answers a generic failure. */
export type CannedAnswers = Record<string, ApiResult | ((body: unknown) => ApiResult)>;

export function cannedApi(answers: CannedAnswers = {}): ApiClient & { calls: Array<{ path: string; body: unknown }> } {
  const calls: Array<{ path: string; body: unknown }> = [];
  return {
    calls,
    async call<T>(path: string, options: { json?: unknown } = {}) {
      calls.push({ path, body: options.json });
      const answer = answers[path];
      const result = typeof answer === 'function' ? answer(options.json) : answer;
      return (result ?? { success: false, value: null, status: 200, message: 'Not available in this story' }) as ApiResult<T>;
    },
    prefetchRsaKey() {},
    clearCache() {},
  };
}

export interface AuthStoreSeed {
  common?: Partial<CommonState>;
  auth?: Partial<AuthState>;
  /** A signed-in member (the agent page reads session.member). */
  session?: Partial<SessionState>;
  api?: ApiClient;
}

const reducer = combineSlices(commonSlice, sessionSlice, feedbackSlice, authSlice);

/** A store with the slices sign-in reads, for stories and component tests. */
export function createAuthStore({ common, auth, session, api = cannedApi() }: AuthStoreSeed = {}) {
  return configureStore({
    reducer,
    preloadedState: {
      common: { ...initialCommonState('demo', 'Lucky Star Lottery'), status: 'ready', ...common },
      auth: { passwordChangeReason: null, ...auth },
      ...(session ? { session: { info: null, member: null, memberStatus: 'idle', ...session } } : {}),
    } as Partial<ReturnType<typeof reducer>>,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
}
