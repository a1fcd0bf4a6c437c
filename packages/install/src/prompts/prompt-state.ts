import {
  selectBrandLogo,
  selectCommon,
  selectIsLoggedIn,
  selectMember,
  type BrandState,
  type CommonState,
  type SessionState,
} from '@lotto/app-core';
import type { ServerDataState } from '@lotto/app-core/server-data';
import type { PromptsState } from './prompts-slice';

/**
 * The store as the prompts read it. `system` is the system feature's slice, read by shape (its
 * `maintenance` and `regionRestriction`) so that no feature imports another.
 */
export interface PromptsRootState extends ServerDataState {
  installPrompts: PromptsState;
  common: CommonState;
  session: SessionState;
  system?: { maintenance?: boolean; regionRestriction?: boolean };
  brand?: BrandState;
}

export const selectBlocked = (state: PromptsRootState) => Boolean(state.system?.maintenance || state.system?.regionRestriction);
export const selectLoggedIn = (state: PromptsRootState) => selectIsLoggedIn(state);
export const selectToken = (state: PromptsRootState) => state.session.info?.token ?? null;
export const selectRankLevel = (state: PromptsRootState) => selectMember(state)?.clubLabel?.rankLevel ?? null;
export const selectResources = (state: PromptsRootState) => selectCommon(state).resources;
export const selectSettings = (state: PromptsRootState) => selectCommon(state).appDownload;
export const selectFlag = (flag: string) => (state: PromptsRootState) => selectCommon(state).whitelabelVal[flag] === true;
export const selectMerchantLogo = (state: PromptsRootState) => selectBrandLogo(state);
/** This session's deposits as last answered; null for a visitor, before an answer, or for another session's answer. */
export const selectDeposits = (state: PromptsRootState) => {
  const { deposits, depositsOf } = state.installPrompts;
  return depositsOf !== null && depositsOf === state.session.info?.token ? deposits : null;
};
/** A deposit arrived this visit (the polled count rose), for this session. */
export const selectDepositSeen = (state: PromptsRootState) => selectDeposits(state) !== null && state.installPrompts.depositSeen;
export const selectDownloadBonus = (state: PromptsRootState) => selectCommon(state).availablePromotions?.APP_DOWNLOAD?.enabled === true;
