import { createAsyncThunk } from '@reduxjs/toolkit';
import { merchantAvailablePromotions, type AvailablePromotions } from './server-data/available-promotions';
import type { ThunkExtra } from './thunk-extra';

/** White-label flag: promotion availability is fetched only where the reward centre is on (spec 001 §6). */
export const REWARD_CENTER_FLAG = 'REWCEN3';

/**
 * `MCSFE_getMerchantAvailablePromotions`, loaded after the settings where the reward centre is on:
 * a plain call without the session (spec 001 §6), so a visitor gets the same answer as a member;
 * its answer is read once per visit, and the call's single flight shares one request among
 * screens asking at once.
 */
export const loadAvailablePromotions = createAsyncThunk<AvailablePromotions | null, void, { extra: ThunkExtra }>(
  'common/loadAvailablePromotions',
  async (_, { extra }) => {
    const result = await merchantAvailablePromotions(extra.api);
    return result.success ? result.value : null;
  },
);
