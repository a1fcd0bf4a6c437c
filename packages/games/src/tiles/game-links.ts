import { PATHS } from '@lotto/app-core';
import { launchSearch } from '../launch/launch-request';
import type { GameItem } from '../server-data/game-item';

/** Where a game of a list goes for real play (the game page asks a visitor to log in first). */
export function playHref(game: GameItem, backUrl: string): string {
  return `${PATHS.launchGame}?${launchSearch({ vendor: game.vendor, code: game.code, prizeMode: game.prizeMode, backUrl })}`;
}

/** Where its free trial goes, when it offers one; null otherwise. */
export function trialHref(game: GameItem, backUrl: string): string | null {
  if (!game.trialId) return null;
  const trial = { gameId: game.trialId, nodeId: game.nodeId };
  return `${PATHS.launchGame}?${launchSearch({ vendor: game.vendor, code: game.code, prizeMode: game.prizeMode, backUrl, trial })}`;
}
