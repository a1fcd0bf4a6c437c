import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { changePassword, type PasswordChange } from '../server-data/member-password';

/** The encrypted password change; resolves true when the platform accepted it. */
export const submitPasswordChange = createAsyncThunk<boolean, PasswordChange, { extra: ThunkExtra }>(
  'auth/changePassword',
  async (body, { extra }) => (await changePassword(extra.api, body)).success,
);
