import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { sendSmsCode } from '../server-data/sms-code';
import { SMS_DEFAULT_COUNTDOWN_S } from '../constants';
import { countdownSeconds } from '../shared/countdown';
import type { CaptchaFields } from '../types';

export interface SmsSendRequest {
  countryDialingCode: string;
  mobileNum: string;
  captcha?: CaptchaFields;
}

/** Sends the login code; resolves to the seconds before a resend, or null when the platform refused. */
export const sendLoginSms = createAsyncThunk<number | null, SmsSendRequest, { extra: ThunkExtra }>(
  'auth/sendLoginSms',
  async (request, { extra }) => {
    const result = await sendSmsCode(extra.api, {
      countryDialingCode: request.countryDialingCode,
      mobileNum: request.mobileNum,
      ...request.captcha,
    });
    if (!result.success) return null;
    return countdownSeconds(result.value?.expirationTime, SMS_DEFAULT_COUNTDOWN_S);
  },
);
