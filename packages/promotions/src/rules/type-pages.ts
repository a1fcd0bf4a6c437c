import { PATHS, tableTarget, type GoToTarget } from '@lotto/app-core';

/**
 * Ours: the names the available promotions and the claim list use for a type the go-to table
 * (spec 001 §2) knows by another name: novice tasks are the REGISTER promotion, the rescue fund
 * SAVIOR, the rank board a MISSION, a new registration's or sign-up's reward the novice tasks'.
 */
const SAME_AS: Readonly<Record<string, string>> = {
  NOVICE_TASK: 'REGISTER',
  NEW_REGISTER: 'REGISTER',
  SIGNUP: 'REGISTER',
  RESCUE_FUND: 'SAVIOR',
  RANK_BOARD: 'MISSION',
  RANK_SALARY: 'UPGRADE_BONUS',
};

/** Where a promotion type leads (its go-to target), by its own name or the one the table knows it by. */
export function typeTarget(type: string | null | undefined): GoToTarget | null {
  const upper = type?.trim().toUpperCase() ?? '';
  return tableTarget(SAME_AS[upper] ?? upper);
}

/** Whether a promotion or reward of this type belongs to the page at `path`. */
export function belongsTo(type: string | null | undefined, path: string): boolean {
  const target = typeTarget(type);
  return target?.kind === 'path' && target.path === path;
}

/** The go-to pages that show what the app knows of their type (issue 28): each one's path. */
export const TYPE_PAGES = {
  noviceTask: PATHS.activityNoviceTask,
  rescue: PATHS.activityRescue,
  voucherCenter: PATHS.voucherCenter,
  leaderBoard: PATHS.leaderBoard,
} as const;
export type TypePageKind = keyof typeof TYPE_PAGES;
