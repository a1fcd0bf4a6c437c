import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { selectTabBadges } from './tab-badge';
import { tabBadgeChanged, tabBadgesSlice } from './tab-badges';

describe('tab badges', () => {
  it('are none before any feature has set one (the slice not even there)', () => {
    expect(selectTabBadges({})).toEqual({});
  });

  it('show the count a feature sets, and go at 0', () => {
    const store = configureStore({ reducer: { tabBadges: tabBadgesSlice.reducer } });
    store.dispatch(tabBadgeChanged({ tab: 'me', count: 3 }));
    expect(selectTabBadges(store.getState())).toEqual({ me: 3 });
    store.dispatch(tabBadgeChanged({ tab: 'me', count: 0 }));
    expect(store.getState().tabBadges).toEqual({});
    store.dispatch(tabBadgeChanged({ tab: 'me', count: Number.NaN }));
    expect(store.getState().tabBadges).toEqual({});
  });
});
