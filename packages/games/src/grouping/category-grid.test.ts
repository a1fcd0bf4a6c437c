import { describe, expect, it } from 'vitest';
import type { Lane } from '../server-data/game-lanes';
import { SAMPLE_LANES } from '../testing/sample-lanes';
import { categoryGrid } from './category-grid';

describe('the category chips and their grids, from the lanes', () => {
  it('gives a chip per category in the grouping order, each with its vendors and game count', () => {
    const grid = categoryGrid(SAMPLE_LANES);
    expect(grid.map((category) => category.title)).toEqual(['RNG', 'LOTT', 'VIETNAM_LOTTO', 'LIVE']);
    expect(grid[0]).toMatchObject({ gameCount: 180 });
    expect(grid[0]?.vendors.map((vendor) => vendor.vendor)).toEqual(['PG', 'TCG', 'JILI']);
  });

  it('opens the page of a vendor with games of its own, and launches any other', () => {
    const slots = categoryGrid(SAMPLE_LANES)[0]?.vendors ?? [];
    expect(slots.find((vendor) => vendor.vendor === 'JILI')).toMatchObject({ opensPage: true, listCode: 'JILI', gameCount: 120 });
    expect(slots.find((vendor) => vendor.vendor === 'PG')).toMatchObject({ opensPage: false });
    // RNG's games are TCG's, but its list is asked with the code the card carries.
    expect(slots.find((vendor) => vendor.vendor === 'TCG')).toMatchObject({ opensPage: false, listCode: 'RNG' });
  });

  it('leaves out a category without a vendor, merges split lanes, and has no chips for no lanes', () => {
    const lanes: Lane[] = [
      { title: 'FISH', cards: [] },
      { title: 'live', cards: [{ vassalage: 'evo', displayName: 'Evolution' }], gameCount: 10 },
      { title: 'LIVE', cards: [{ vassalage: 'SEXY', displayName: 'AE Sexy', gameCount: 1 }], gameCount: 5 },
    ];
    const grid = categoryGrid(lanes);
    expect(grid).toHaveLength(1);
    expect(grid[0]).toMatchObject({ title: 'LIVE', gameCount: 15 });
    expect(grid[0]?.vendors.map((vendor) => [vendor.vendor, vendor.opensPage])).toEqual([
      ['EVO', false],
      ['SEXY', false],
    ]);
    expect(categoryGrid([])).toEqual([]);
  });
});
