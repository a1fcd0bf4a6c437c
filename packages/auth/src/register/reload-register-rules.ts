import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RegisterFieldRule } from '@lotto/api-client';
import { currentStatusQuery, getSystemStatus, type ThunkExtra } from '@lotto/app-core';

/**
 * The refusals of a register call that mean a field broke the platform's rules (the simulator's
 * codes, its README: the platform's were not seen). The page's rules came with the status call at
 * start and may be stale, so the page asks again.
 */
export const RULE_REFUSAL_CODES: ReadonlySet<string> = new Set([
  'username.invalid',
  'mobile.invalid',
  'password.weak',
  'referralCode.invalid',
  'email.invalid',
  'realName.invalid',
]);

/**
 * One status call for the register rules alone: the common data's reload would mark the whole
 * app loading and renew everything else, where only the form needs the new rules. Null when the
 * platform does not answer (the form keeps the rules it has).
 */
export const reloadRegisterRules = createAsyncThunk<Record<string, RegisterFieldRule> | null, void, { extra: ThunkExtra }>(
  'auth/reloadRegisterRules',
  async (_, { extra }) => {
    const status = await getSystemStatus(extra.api, currentStatusQuery());
    return status.success ? (status.value?.info?.register ?? {}) : null;
  },
);
