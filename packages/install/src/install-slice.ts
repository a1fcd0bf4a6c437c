import { createSlice } from '@reduxjs/toolkit';

export interface InstallState {
  /** A new deployment was found this visit: the update notice is up until Refresh. */
  updateFound: boolean;
}

export function initialInstallState(): InstallState {
  return { updateFound: false };
}

export const installSlice = createSlice({
  name: 'install',
  initialState: initialInstallState,
  reducers: {
    updateFound(state) {
      state.updateFound = true;
    },
  },
  selectors: {
    selectUpdateFound: (state) => state.updateFound,
  },
});

export const { updateFound } = installSlice.actions;
export const { selectUpdateFound } = installSlice.selectors;
