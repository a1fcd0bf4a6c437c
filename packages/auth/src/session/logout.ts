import { createAsyncThunk } from '@reduxjs/toolkit';
import { clearSessionInfo, sessionEnded, STORAGE_KEYS, type ThunkExtra } from '@lotto/app-core';

/**
 * Logout clears what the session put anywhere: the session record, cached answers and
 * member data. The remembered username stays for the form, but auto-login is off until
 * the player logs in again with "remember me".
 */
export const logout = createAsyncThunk<void, void, { extra: ThunkExtra }>('auth/logout', (_, { dispatch, extra }) => {
  clearSessionInfo();
  extra.api.clearCache();
  localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
  dispatch(sessionEnded());
});
