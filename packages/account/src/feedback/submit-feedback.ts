import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { sendFeedback, type FeedbackBody } from '../server-data/feedback';

/** Sends a feedback; resolves true once the platform took it (a refusal has shown its alert by then). */
export const submitFeedback = createAsyncThunk<boolean, FeedbackBody, { extra: ThunkExtra }>(
  'account/feedback',
  async (body, { extra }) => (await sendFeedback(extra.api, body)).success,
);
