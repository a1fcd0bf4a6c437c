import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { postLoginVerification } from '../server-data/login-verification';
import type { VerificationPayload, LoginValue } from '../types';

/** The second-factor call; on success the caller shows the pass message, then completes the login. */
export const verifySecondFactor = createAsyncThunk<LoginValue | null, VerificationPayload, { extra: ThunkExtra }>(
  'auth/verifySecondFactor',
  async (payload, { extra }) => {
    const result = await postLoginVerification(extra.api, payload);
    return result.success ? result.value : null;
  },
);
