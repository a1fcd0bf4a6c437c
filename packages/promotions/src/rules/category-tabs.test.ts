import { describe, expect, it } from 'vitest';
import { categoryOf, categoryTabs, promotionsOfTab } from './category-tabs';

const promo = (id: number, category?: string | null) => ({ id, title: `P${id}`, category });

describe('the category tabs, as the platform clients build them', () => {
  it('"all" first, then only the categories present, in the client list\'s order', () => {
    const list = [promo(1, 'new_player'), promo(2, 'rng_promo'), promo(3, 'deposit_promo'), promo(4, 'rng_promo')];
    expect(categoryTabs(list)).toEqual(['all', 'rng_promo', 'deposit_promo', 'new_player']);
  });

  it('a missing or empty category counts as other', () => {
    expect(categoryTabs([promo(1), promo(2, ''), promo(3, null)])).toEqual(['all', 'other_promo']);
    expect(promotionsOfTab('other_promo', [promo(1), promo(2, 'live_promo')]).map((p) => p.id)).toEqual([1]);
  });

  it('a category outside the list makes no tab and shows under "all" only', () => {
    const list = [promo(1, 'mystery_promo'), promo(2, 'live_promo')];
    expect(categoryTabs(list)).toEqual(['all', 'live_promo']);
    expect(promotionsOfTab('all', list).map((p) => p.id)).toEqual([1, 2]);
    expect(promotionsOfTab('other_promo', list)).toEqual([]);
  });

  it('reads a category in any case', () => {
    expect(categoryOf(promo(1, ' RNG_Promo '))).toBe('rng_promo');
  });

  it('no promotions: the "all" tab alone', () => {
    expect(categoryTabs([])).toEqual(['all']);
  });

  it('a tab shows its promotions in the list order', () => {
    const list = [promo(1, 'rng_promo'), promo(2, 'live_promo'), promo(3, 'rng_promo')];
    expect(promotionsOfTab('rng_promo', list).map((p) => p.id)).toEqual([1, 3]);
  });
});
