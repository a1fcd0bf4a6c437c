import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getMemberInfo, type MemberInfo } from '@lotto/api-client';
import { clearSessionInfo, writeSessionInfo, type SessionInfo } from './session-info';
import { loadRankProgress } from './rank-progress';
import type { ThunkExtra } from './thunk-extra';

/** Member type -1 is the platform's "not logged in". */
export const VISITOR_MEMBER_TYPE = -1;

export interface SessionState {
  info: SessionInfo | null;
  member: MemberInfo | null;
  memberStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** VIP progress from 0 to 1, once loaded after login. */
  vipProgress?: number | null;
}

export const loadMemberInfo = createAsyncThunk<
  MemberInfo,
  void,
  { extra: ThunkExtra; rejectValue: { status: number; errorCode?: string } }
>('session/loadMember', async (_, { extra, rejectWithValue }) => {
  const result = await getMemberInfo(extra.api);
  if (!result.success) return rejectWithValue({ status: result.status, errorCode: result.errorCode });
  return result.value;
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ info: null, member: null, memberStatus: 'idle' }),
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionInfo>) {
      state.info = action.payload;
    },
    sessionEnded(state) {
      state.info = null;
      state.member = null;
      state.memberStatus = 'idle';
      state.vipProgress = null;
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
    selectMemberType: (state) => state.member?.type ?? (state.info ? undefined : VISITOR_MEMBER_TYPE),
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectSessionInfo, selectIsLoggedIn, selectMember, selectMemberType } = sessionSlice.selectors;

/** Session storage mirrors the slice so a reload keeps the session, as the live client does. */
export function persistSession(info: SessionInfo | null, storage: Storage = sessionStorage): void {
  if (info) writeSessionInfo(info, storage);
  else clearSessionInfo(storage);
}
