import type { ApiClient } from '@lotto/api-client';

/** What `MCSFE_getPlayerRankProgress` answers (docs/platform-calls.md, Rank). */
export interface RankProgressValue {
  currentProgress?: { completedConditions?: number; totalExpectedConditions?: number };
  playerRankProgress?: { labelId?: string | number | null };
}

/** `GET /wps/relay/MCSFE_getPlayerRankProgress`: the member's VIP progress; no module id, silent. */
export function playerRankProgress(api: ApiClient) {
  return api.call<RankProgressValue>('/wps/relay/MCSFE_getPlayerRankProgress');
}
