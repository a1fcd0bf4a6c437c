import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UpgradeOffer } from './upgrade-offer';

export interface InstallState {
  /** A new deployment was found this visit: the update notice is up until Refresh. */
  updateFound: boolean;
  /** The native app's upgrade on offer (spec 001 §2 screen 7), or null when there is none to show. */
  upgrade: UpgradeOffer | null;
  /** The upgrade modal was closed this visit; the offer stays so the modal can play its exit. */
  upgradeClosed: boolean;
}

export function initialInstallState(): InstallState {
  return { updateFound: false, upgrade: null, upgradeClosed: false };
}

export const installSlice = createSlice({
  name: 'install',
  initialState: initialInstallState,
  reducers: {
    updateFound(state) {
      state.updateFound = true;
    },
    upgradeOffered(state, action: PayloadAction<UpgradeOffer>) {
      state.upgrade = action.payload;
      state.upgradeClosed = false;
    },
    upgradeClosed(state) {
      state.upgradeClosed = true;
    },
  },
  selectors: {
    selectUpdateFound: (state) => state.updateFound,
    selectUpgrade: (state) => state.upgrade,
    selectUpgradeOpen: (state) => state.upgrade !== null && !state.upgradeClosed,
  },
});

export const { updateFound, upgradeOffered, upgradeClosed } = installSlice.actions;
export const { selectUpdateFound, selectUpgrade, selectUpgradeOpen } = installSlice.selectors;
