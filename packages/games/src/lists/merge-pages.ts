import type { GameItem } from '../server-data/game-item';

/**
 * A paged list's games in page order, each once: when the list moved while the player scrolled
 * (a game added on the platform shifts every later page by one), a game the next page repeats is
 * not shown twice.
 */
export function mergePages(pages: ReadonlyArray<{ games: readonly GameItem[] }>): GameItem[] {
  const seen = new Set<string>();
  const games: GameItem[] = [];
  for (const page of pages) {
    for (const game of page.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return games;
}
