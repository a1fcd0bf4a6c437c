import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@lotto/api-client';
import type { SessionInfo } from './session-info';
import { loadRankProgress } from './rank-progress';
import { getMemberInfo } from './server-data/member-info';
import type { ThunkExtra } from './thunk-extra';

export interface SessionState {
  info: SessionInfo | null;
  member: MemberInfo | null;
  memberStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** VIP progress from 0 to 1 once loaded after login; null when the platform gave none, undefined until asked. */
  vipProgress?: number | null;
}

export const loadMemberInfo = createAsyncThunk<
  MemberInfo,
  void,
  { extra: ThunkExtra; rejectValue: { status: number; errorCode?: string; stale?: boolean } }
>('session/loadMember', async (_, { extra, getState, rejectWithValue }) => {
  const liveToken = () => (getState() as { session?: SessionState }).session?.info?.token;
  const asked = liveToken();
  const result = await getMemberInfo(extra.api);
  // The session changed while the answer was on the way (a login, a switch, a logout): the answer,
  // a refusal above all, speaks for the session that asked, and must not end or fill the new one.
  if (liveToken() !== asked) return rejectWithValue({ status: result.status, stale: true });
  if (!result.success) return rejectWithValue({ status: result.status, errorCode: result.errorCode });
  return result.value;
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ info: null, member: null, memberStatus: 'idle' }),
  reducers: {
    /** A login handed over a new session. */
    sessionStarted(state, action: PayloadAction<SessionInfo>) {
      state.info = action.payload;
    },
    /** A session carried over at start (from the address, storage or the old iOS restore): no login happened. */
    sessionRestored(state, action: PayloadAction<SessionInfo>) {
      state.info = action.payload;
    },
    sessionEnded(state) {
      state.info = null;
      state.member = null;
      state.memberStatus = 'idle';
      // Not yet known again: the next member's home keeps the card's place while it loads.
      state.vipProgress = undefined;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadRankProgress.fulfilled, (state, action) => {
        state.vipProgress = action.payload;
      })
      .addCase(loadMemberInfo.pending, (state) => {
        state.memberStatus = 'loading';
      })
      .addCase(loadMemberInfo.fulfilled, (state, action) => {
        state.member = action.payload;
        state.memberStatus = 'ready';
      })
      .addCase(loadMemberInfo.rejected, (state, action) => {
        if (action.payload?.stale) return;
        state.memberStatus = 'failed';
        // The platform answers 401 when the token is gone: the session is over.
        if (action.payload?.status === 401) {
          state.info = null;
          state.member = null;
        }
      });
  },
  selectors: {
    selectSessionInfo: (state) => state.info,
    selectIsLoggedIn: (state) => Boolean(state.info?.token),
    selectMember: (state) => state.member,
  },
});

export const { sessionStarted, sessionRestored, sessionEnded } = sessionSlice.actions;
export const { selectSessionInfo, selectIsLoggedIn, selectMember } = sessionSlice.selectors;
