import { describe, expect, it } from 'vitest';
import type { GameItem } from '../server-data/game-item';
import { nextPageNo } from '../server-data/game-list';
import { mergePages } from './merge-pages';

const game = (nodeId: number): GameItem => ({
  nodeId: String(nodeId),
  name: `Game ${nodeId}`,
  vendor: 'JILI',
  gameType: 'RNG',
  code: `J${nodeId}`,
});
const page = (from: number, size: number) => ({ games: Array.from({ length: size }, (_, index) => game(from + index)) });

describe("a vendor's games, page by page", () => {
  it('joins the pages in order', () => {
    expect(mergePages([page(1, 24), page(25, 24), page(49, 3)]).map((each) => each.nodeId)).toEqual(
      Array.from({ length: 51 }, (_, index) => String(index + 1)),
    );
  });

  it('shows a game the next page repeats once, where it first came', () => {
    // A game was added on the platform between the two pages: page 2 starts with page 1's last.
    const merged = mergePages([page(1, 24), page(24, 24)]);
    expect(merged).toHaveLength(47);
    expect(merged.filter((each) => each.nodeId === '24')).toHaveLength(1);
    expect(merged.at(-1)?.nodeId).toBe('47');
  });

  it('has nothing for no pages', () => {
    expect(mergePages([])).toEqual([]);
  });

  it('asks the next page while the platform says there are more, or, when it does not say, while pages come full', () => {
    expect(nextPageNo({ games: page(1, 24).games, totalPages: 8 }, 1)).toBe(2);
    expect(nextPageNo({ games: page(169, 12).games, totalPages: 8 }, 8)).toBeUndefined();
    expect(nextPageNo({ games: [], totalPages: 0 }, 1)).toBeUndefined();
    expect(nextPageNo({ games: page(1, 24).games, totalPages: 0 }, 1)).toBe(2);
    expect(nextPageNo({ games: page(1, 23).games, totalPages: 0 }, 1)).toBeUndefined();
  });
});
