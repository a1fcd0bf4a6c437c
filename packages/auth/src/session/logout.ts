import { createAsyncThunk } from '@reduxjs/toolkit';
import { clearSessionInfo, sessionEnded, STORAGE_KEYS, type SessionState, type ThunkExtra, localStore } from '@lotto/app-core';
import { endPlatformSession } from '../server-data/session-logout';

/**
 * Every logout (docs/platform-calls.md, `DELETE /wps/session/logout`, "Flow seen"): the platform is
 * told, without waiting for its answer (a slow or failed one must not keep the player in); then
 * what the session put anywhere goes: the session record, cached answers and member data, while
 * the rest of session storage (the tracked parameters, the prompts' once-per-visit marks) stays.
 * The remembered username stays for the form, but auto-login is off until the player logs in again
 * with "remember me".
 */
export const logout = createAsyncThunk<void, void, { extra: ThunkExtra; state: { session: SessionState } }>(
  'auth/logout',
  (_, { dispatch, extra, getState }) => {
    const token = getState().session.info?.token;
    if (token) void endPlatformSession(extra.api, token);
    // The session in memory ends first: nothing a browser refuses to store may keep the player in.
    dispatch(sessionEnded());
    clearSessionInfo();
    extra.api.clearCache();
    localStore.setItem(STORAGE_KEYS.autoLogin, '0');
  },
);
