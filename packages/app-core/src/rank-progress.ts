import { createAsyncThunk } from '@reduxjs/toolkit';
import type { MemberInfo } from '@lotto/api-client';
import { playerRankProgress, type RankProgressValue } from './server-data/rank-progress';
import type { ThunkExtra } from './thunk-extra';

/** The club label type whose benefits the app shows (spec 001 §5). */
const AUTO_LABEL_TYPE = 'AUTO';

/** Spec 001 §5: the VIP benefits (their page, the UPGRADE_BONUS go-to button) show only for an AUTO club label. */
export function vipBenefitsShown(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): boolean {
  return member?.clubLabel?.type === AUTO_LABEL_TYPE;
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
    const result = await playerRankProgress(extra.api);
    return result.success ? vipProgress(result.value) : null;
  },
);
