import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import {
  commonSlice,
  feedbackSlice,
  initialCommonState,
  overlaysSlice,
  type BrandState,
  type CommonState,
  type FeedbackState,
  type ThunkExtra,
} from '@lotto/app-core';
import { brandSlice } from '@lotto/app-core/brand-slice';
import { initialSystemState, systemSlice, type SystemState } from '../system-slice';

export interface SystemStoreSeed {
  system?: Partial<SystemState>;
  common?: Partial<CommonState>;
  /** The platform's logo, as the shell's brand feature injects it after first paint. */
  brand?: BrandState;
  feedback?: Partial<FeedbackState>;
  api?: ApiClient;
}

/** The slices this feature uses, as the shell combines them, with a fake platform behind the thunks. */
export function createSystemStore({ system, common, brand, feedback, api = cannedApi() }: SystemStoreSeed = {}) {
  const reducer = combineSlices(systemSlice, commonSlice, feedbackSlice, brandSlice, overlaysSlice);
  const extra: ThunkExtra = { api, merchantCode: 'demo', language: () => 'EN' };
  const preloadedState: ReturnType<typeof reducer> = {
    system: { ...initialSystemState(), ...system },
    common: { ...initialCommonState('demo', 'Lucky Star Lottery'), status: 'ready', ...common },
    feedback: { alerts: [], toasts: [], domainError: null, ...feedback },
    brand: brand ?? brandSlice.getInitialState(),
    overlays: overlaysSlice.getInitialState(),
  };
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
}

export type SystemTestStore = ReturnType<typeof createSystemStore>;
