import { newGameVendor } from '@lotto/api-client/games';
import { lanesFailed, lanesLoaded, lanesRequested } from '../games-slice';
import type { GamesThunk } from '../thunk-types';

/**
 * The lanes for the lobby (spec 001 §7: `GCSGAME_newGameVendor`, platform html5), once per visit
 * unless they failed; home and /m/game share them. Either answer form is read (protocol.md).
 */
export function loadLanes(): GamesThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const status = getState().games?.lanesStatus;
    if (status === 'loading' || status === 'ready') return;
    dispatch(lanesRequested());
    const result = await newGameVendor(api);
    const lanes = result.value?.data?.lanes ?? result.value?.lanes;
    dispatch(result.success && Array.isArray(lanes) ? lanesLoaded(lanes) : lanesFailed());
  };
}
