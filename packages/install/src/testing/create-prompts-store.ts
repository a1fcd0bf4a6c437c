import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { followPageVisibility, platformApi } from '@lotto/app-core/server-data';
import type { AppDownloadSettings } from '@lotto/api-client';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import {
  commonSlice,
  initialCommonState,
  overlaysSlice,
  sessionRestored,
  sessionSlice,
  type SessionInfo,
  type ThunkExtra,
} from '@lotto/app-core';
import { initialPromptsState, promptsSlice, type PromptsState } from '../prompts/prompts-slice';

interface PromptsStoreSeed {
  whitelabelVal?: Record<string, boolean>;
  /** Links by resourceType, as the common slice indexes them. */
  resources?: Record<string, string>;
  appDownload?: Partial<AppDownloadSettings>;
  session?: SessionInfo | null;
  /** Answers of the platform calls (the deposit settings). */
  answers?: CannedAnswers;
  downloadBonus?: boolean;
}

/** The demo merchant's links, as the simulator serves them. */
const SAMPLE_RESOURCES: Record<string, string> = {
  Android: '/sim-assets/demo/app.apk',
  IOS: '/sim-assets/demo/app.ipa',
  MOBILECONFIG: '/sim-assets/demo/profile.mobileconfig',
  AppDownloadIcon: '/sim-assets/demo/logo.svg',
};

/** The prompts' slice as the shell injects it, beside the common, session and overlays slices and the server data they read; seeded for a test or a story. */
export function createPromptsStore(
  prompts: Partial<PromptsState> = {},
  {
    whitelabelVal = { A2HS3: true },
    resources = SAMPLE_RESOURCES,
    appDownload = {},
    session = null,
    answers = {},
    downloadBonus = false,
  }: PromptsStoreSeed = {},
) {
  const extra: ThunkExtra = { api: cannedApi(answers), merchantCode: 'demo', language: () => 'EN' };
  const store = configureStore({
    reducer: combineSlices(promptsSlice, commonSlice, sessionSlice, overlaysSlice, platformApi),
    preloadedState: {
      // Seeded deposits are the seeded session's.
      installPrompts: { ...initialPromptsState(), depositsOf: session?.token ?? null, ...prompts },
      common: {
        ...initialCommonState('demo', 'Lucky Star Lottery'),
        whitelabelVal,
        resources,
        appDownload,
        availablePromotions: downloadBonus ? { APP_DOWNLOAD: { enabled: true, count: 1 } } : null,
      },
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(platformApi.middleware, followPageVisibility),
    // RTK Query's answers reach the components a microtask later rather than at the next frame, so fake timers see them.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  if (session) store.dispatch(sessionRestored(session));
  return store;
}

export type PromptsTestStore = ReturnType<typeof createPromptsStore>;
