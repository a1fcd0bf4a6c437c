import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from './thunk-extra';

interface RankProgressValue {
  currentProgress?: { completedConditions?: number; totalExpectedConditions?: number };
  playerRankProgress?: { labelId?: string | number | null };
}

/** Spec 001 §4: VIP progress is 1 without a label id, otherwise completed over expected conditions. */
export function vipProgress(value: RankProgressValue | null | undefined): number {
  if (!value?.playerRankProgress?.labelId) return 1;
  const done = value.currentProgress?.completedConditions ?? 0;
  const total = value.currentProgress?.totalExpectedConditions ?? 0;
  return total > 0 ? Math.min(1, done / total) : 1;
}

export const loadRankProgress = createAsyncThunk<number | null, void, { extra: ThunkExtra }>(
  'session/loadRankProgress',
  async (_, { extra }) => {
    const result = await extra.api.call<RankProgressValue>('/wps/relay/MCSFE_getPlayerRankProgress');
    return result.success ? vipProgress(result.value) : null;
  },
);
