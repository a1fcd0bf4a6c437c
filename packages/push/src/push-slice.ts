import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PUSH_STATUS, type PushStatus } from './constants';

/** Which request a status belongs to: the registration (bind and subscribe) or the token request. */
export type PushRequest = 'registration' | 'tokenRequest';

export interface PushState {
  /** Spec 001 §3: 0 not registered, 1 pending, 2 registered. */
  registration: PushStatus;
  /** The registration token's request, with the same three states. */
  tokenRequest: PushStatus;
  /** The notification prompt: offering (the soft explanation), denied (the tips), or not shown. */
  prompt: 'hidden' | 'offering' | 'denied';
  /** Counts pendings, so a reset timer of an earlier attempt cannot reset a later one. */
  attempts: Record<PushRequest, number>;
}

export const initialPushState = (): PushState => ({
  registration: PUSH_STATUS.notRegistered,
  tokenRequest: PUSH_STATUS.notRegistered,
  prompt: 'hidden',
  attempts: { registration: 0, tokenRequest: 0 },
});

export const pushSlice = createSlice({
  name: 'push',
  initialState: initialPushState,
  reducers: {
    pending(state, action: PayloadAction<PushRequest>) {
      state[action.payload] = PUSH_STATUS.pending;
      state.attempts[action.payload] += 1;
    },
    settled(state, action: PayloadAction<{ request: PushRequest; ok: boolean }>) {
      state[action.payload.request] = action.payload.ok ? PUSH_STATUS.registered : PUSH_STATUS.notRegistered;
    },
    /** Spec 001 §9: a pending still pending after 10 s goes back to 0; a later attempt's is left alone. */
    pendingExpired(state, action: PayloadAction<{ request: PushRequest; attempt: number }>) {
      const { request, attempt } = action.payload;
      if (state[request] === PUSH_STATUS.pending && state.attempts[request] === attempt) state[request] = PUSH_STATUS.notRegistered;
    },
    /** Token cleared: nothing is registered any more. */
    unregistered(state) {
      state.registration = PUSH_STATUS.notRegistered;
      state.tokenRequest = PUSH_STATUS.notRegistered;
      state.prompt = 'hidden';
    },
    promptOffered(state) {
      state.prompt = 'offering';
    },
    promptDenied(state) {
      state.prompt = 'denied';
    },
    promptClosed(state) {
      state.prompt = 'hidden';
    },
  },
});

export const { pending, settled, pendingExpired, unregistered, promptOffered, promptDenied, promptClosed } = pushSlice.actions;
