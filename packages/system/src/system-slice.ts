import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadCommonData } from '@lotto/app-core';

type SystemStatusState = 'idle' | 'loading' | 'ready' | 'failed';

/** Where the background search for a faster line stands (ours, beyond the spec). */
type FasterLineSearch = 'idle' | 'searching' | 'found' | 'none' | 'dismissed';

/**
 * The system feature's part of the store: what the status call said (spec 001 §3, common
 * store state: maintenance, maintenanceEnd, regionRestriction, ip), how the connection is,
 * and a faster line if one was found. The status call is app-core's boot call
 * (`loadCommonData`), which brings the merchant settings too; this slice reads its switches.
 */
export interface SystemState {
  status: SystemStatusState;
  /** A status check has settled at least once; the brand spinner covers only the first. */
  checked: boolean;
  maintenance: boolean;
  /** ms since the epoch, or null when no end is announced. */
  maintenanceEnd: number | null;
  /** Server texts; empty when the server sends none (the translated defaults are used then). */
  maintenanceTitle: string;
  maintenanceDesc: string;
  regionRestriction: boolean;
  ip: string;
  restrictionDesc: string;
  /** Connectivity checks that failed one after the other, reset by a success. */
  failedPingsInRow: number;
  fasterLineSearch: FasterLineSearch;
  fasterLine: string | null;
}

export const initialSystemState = (): SystemState => ({
  status: 'idle',
  checked: false,
  maintenance: false,
  maintenanceEnd: null,
  maintenanceTitle: '',
  maintenanceDesc: '',
  regionRestriction: false,
  ip: '',
  restrictionDesc: '',
  failedPingsInRow: 0,
  fasterLineSearch: 'idle',
  fasterLine: null,
});

export const systemSlice = createSlice({
  name: 'system',
  initialState: initialSystemState,
  reducers: {
    connectionChecked(state, { payload: ok }: PayloadAction<boolean>) {
      state.failedPingsInRow = ok ? 0 : state.failedPingsInRow + 1;
    },
    fasterLineSearchStarted(state) {
      state.fasterLineSearch = 'searching';
      state.fasterLine = null;
    },
    fasterLineFound(state, { payload }: PayloadAction<string>) {
      state.fasterLineSearch = 'found';
      state.fasterLine = payload;
    },
    fasterLineNotFound(state) {
      state.fasterLineSearch = 'none';
    },
    /** The player closed the offer: it is not made again in this visit. */
    fasterLineDismissed(state) {
      state.fasterLineSearch = 'dismissed';
      state.fasterLine = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCommonData.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadCommonData.fulfilled, (state, { payload: { status } }) => {
        state.status = 'ready';
        state.checked = true;
        state.maintenance = Boolean(status.maintenance);
        state.maintenanceEnd = typeof status.maintenanceEnd === 'number' && status.maintenanceEnd > 0 ? status.maintenanceEnd : null;
        state.maintenanceTitle = status.maintenanceTitle ?? '';
        state.maintenanceDesc = status.maintenanceDesc ?? '';
        state.regionRestriction = Boolean(status.regionRestriction);
        state.ip = status.location?.ip ?? '';
        state.restrictionDesc = status.restrictionDesc ?? '';
      })
      // What the player was told is the outcome handler's business. The last known switches stay.
      .addCase(loadCommonData.rejected, (state) => {
        state.status = 'failed';
        state.checked = true;
      });
  },
  selectors: {
    selectSystem: (state) => state,
    /** The system screen that covers every page (spec 001 §4), or null: maintenance wins, as it applies to everyone. */
    selectSystemScreen: (state): 'maintenance' | 'restricted' | null =>
      state.maintenance ? 'maintenance' : state.regionRestriction ? 'restricted' : null,
    /** The first status check is still running: the brand spinner's time. */
    selectFirstCheckRunning: (state) => state.status === 'loading' && !state.checked,
    selectFasterLine: (state) => (state.fasterLineSearch === 'found' ? state.fasterLine : null),
  },
});

export const { connectionChecked, fasterLineSearchStarted, fasterLineFound, fasterLineNotFound, fasterLineDismissed } = systemSlice.actions;

export const { selectSystem, selectSystemScreen, selectFirstCheckRunning, selectFasterLine } = systemSlice.selectors;
