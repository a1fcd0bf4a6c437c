import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient, ApiResult, CallOptions } from '@lotto/api-client';
import { commonSlice, feedbackSlice, initialCommonState, type CommonState, type FeedbackState, type ThunkExtra } from '@lotto/app-core';
import { initialSystemState, systemSlice, type SystemState } from '../system-slice';

/** A platform client that answers from a table of paths (or functions of the call), for tests and stories. */
export type FakeRoutes = Record<string, ApiResult | ((options: CallOptions) => ApiResult | Promise<ApiResult>)>;

export interface FakeApi extends ApiClient {
  calls: Array<{ path: string; options: CallOptions }>;
}

export function fakeApi(routes: FakeRoutes = {}): FakeApi {
  const calls: FakeApi['calls'] = [];
  return {
    calls,
    async call<T>(path: string, options: CallOptions = {}) {
      calls.push({ path, options });
      const route = routes[path];
      const result = typeof route === 'function' ? await route(options) : route;
      return (result ?? { success: false, value: null, status: 404, errorCode: 'not.found' }) as ApiResult<T>;
    },
    prefetchRsaKey() {},
    clearCache() {},
  };
}

export interface SystemStoreSeed {
  system?: Partial<SystemState>;
  common?: Partial<CommonState>;
  feedback?: Partial<FeedbackState>;
  api?: ApiClient;
}

/** The slices this feature uses, as the shell combines them, with a fake platform behind the thunks. */
export function createSystemStore({ system, common, feedback, api = fakeApi() }: SystemStoreSeed = {}) {
  const reducer = combineSlices(systemSlice, commonSlice, feedbackSlice);
  const extra: ThunkExtra = { api, merchantCode: 'demo', language: () => 'EN' };
  const preloadedState: ReturnType<typeof reducer> = {
    system: { ...initialSystemState(), ...system },
    common: { ...initialCommonState('demo', 'Lucky Star Lottery'), status: 'ready', ...common },
    feedback: { alerts: [], toasts: [], domainError: null, ...feedback },
  };
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
}

export type SystemTestStore = ReturnType<typeof createSystemStore>;
