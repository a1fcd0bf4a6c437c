import {
  selectBrandLogo,
  selectCommon,
  selectIsLoggedIn,
  selectMember,
  type BrandState,
  type CommonState,
  type SessionState,
} from '@lotto/app-core';
import type { PromptsState } from './prompts-slice';

/**
 * The store as the prompts read it. `system` is the system feature's slice, read by shape (its
 * `maintenance` and `regionRestriction`) so that no feature imports another.
 */
export interface PromptsRootState {
  installPrompts: PromptsState;
  common: CommonState;
  session: SessionState;
  system?: { maintenance?: boolean; regionRestriction?: boolean };
  brand?: BrandState;
}

export const selectBlocked = (state: PromptsRootState) => Boolean(state.system?.maintenance || state.system?.regionRestriction);
export const selectLoggedIn = (state: PromptsRootState) => selectIsLoggedIn(state);
export const selectRankLevel = (state: PromptsRootState) => selectMember(state)?.clubLabel?.rankLevel ?? null;
export const selectResources = (state: PromptsRootState) => selectCommon(state).resources;
export const selectSettings = (state: PromptsRootState) => selectCommon(state).appDownload;
export const selectFlag = (flag: string) => (state: PromptsRootState) => selectCommon(state).whitelabelVal[flag] === true;
export const selectMerchantLogo = (state: PromptsRootState) => selectBrandLogo(state);
export const selectDownloadBonus = (state: PromptsRootState) => selectCommon(state).availablePromotions?.APP_DOWNLOAD?.enabled === true;
