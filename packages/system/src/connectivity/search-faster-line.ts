import { drawLines } from '../lines/draw-lines';
import { raceLines, type RaceOptions } from '../lines/race-lines';
import { fasterLineFound, fasterLineNotFound, fasterLineSearchStarted } from '../system-slice';
import type { SystemThunk } from '../store-types';

/**
 * Ours, beyond the spec: the line test run quietly while this line keeps failing its
 * connectivity check. The first other line to answer is remembered, for the offer banner.
 */
export function searchFasterLine(options: Pick<RaceOptions, 'fetch' | 'now' | 'timeoutMs'> = {}): SystemThunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    const lines = drawLines(getState().common.domainList, { exclude: [location.origin], protocol: location.protocol });
    if (lines.length === 0) {
      dispatch(fasterLineNotFound());
      return null;
    }
    dispatch(fasterLineSearchStarted());
    const { winner } = await raceLines(lines, { ...options, stopAtWinner: true });
    dispatch(winner ? fasterLineFound(winner) : fasterLineNotFound());
    return winner;
  };
}
