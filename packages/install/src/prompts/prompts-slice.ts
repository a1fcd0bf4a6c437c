import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '@lotto/app-core';
import { depositSettingsApi, type Deposits } from '../server-data/deposit-settings';
import { a2hsDismissedThisSession, downloadBarHidden } from './close-counts';

/** Which overlay of the prompts is up; one at a time, so two never fight for focus. */
export type PromptOverlay = 'a2hs' | 'popup' | 'choice' | 'profileNote' | 'inAppHint' | null;

export interface PromptsState {
  /** A `beforeinstallprompt` was captured (Chromium): Install calls the browser's own prompt. */
  installEvent: boolean;
  overlay: PromptOverlay;
  /** The add-to-home-screen prompt was dismissed or accepted this visit (mirrors the session flag). */
  a2hsDone: boolean;
  /** The download bar was closed this session (mirrors hideDownloadBar). */
  barHidden: boolean;
  /** The member's deposits as last answered; null before an answer. */
  deposits: Deposits | null;
  /** The session they were answered for: another session's are not this member's (`selectDeposits`). */
  depositsOf: string | null;
  /** The polled count rose this visit: a deposit arrived (spec 001 §4). */
  depositSeen: boolean;
  /** The forced modal was closed this visit. */
  forcedClosed: boolean;
}

export function initialPromptsState(barHidden = false, a2hsDone = false): PromptsState {
  return {
    installEvent: false,
    overlay: null,
    a2hsDone,
    barHidden,
    deposits: null,
    depositsOf: null,
    depositSeen: false,
    forcedClosed: false,
  };
}

export const promptsSlice = createSlice({
  name: 'installPrompts',
  // Read when the shell injects the slice: a closed bar or prompt stays closed for the session.
  initialState: () => initialPromptsState(downloadBarHidden(), a2hsDismissedThisSession()),
  reducers: {
    installEventCaptured(state) {
      state.installEvent = true;
    },
    overlayOpened(state, action: { payload: Exclude<PromptOverlay, null> }) {
      state.overlay = action.payload;
    },
    overlayClosed(state) {
      state.overlay = null;
    },
    a2hsFinished(state) {
      state.a2hsDone = true;
      if (state.overlay === 'a2hs') state.overlay = null;
    },
    barClosed(state) {
      state.barHidden = true;
    },
    forcedDownloadClosed(state) {
      state.forcedClosed = true;
    },
  },
  extraReducers: (builder) => {
    // A failed answer changes nothing: what was known stays.
    builder
      .addCase(sessionEnded, (state) => {
        state.deposits = null;
        state.depositsOf = null;
        state.depositSeen = false;
      })
      .addMatcher(depositSettingsApi.endpoints.depositSettings.matchFulfilled, (state, { payload, meta }) => {
        const session = meta.arg.originalArgs;
        if (state.depositsOf !== session) {
          state.deposits = null;
          state.depositsOf = session;
          state.depositSeen = false;
        }
        if (state.deposits !== null && payload.count > state.deposits.count) state.depositSeen = true;
        state.deposits = payload;
      });
  },
  selectors: {
    selectPrompts: (state) => state,
  },
});

export const { installEventCaptured, overlayOpened, overlayClosed, a2hsFinished, barClosed, forcedDownloadClosed } = promptsSlice.actions;
export const { selectPrompts } = promptsSlice.selectors;
