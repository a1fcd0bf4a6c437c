import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { createAppStore } from './create-store';
import { joinFeature } from './join-feature';

const firstSlice = createSlice({
  name: 'first',
  initialState: { count: 1 },
  reducers: { counted: (state) => ({ count: state.count + 1 }) },
});
const secondSlice = createSlice({ name: 'second', initialState: { on: false }, reducers: {} });

const newStore = () =>
  createAppStore({ api: cannedApi(), merchantCode: 'demo', language: () => 'EN' }, { name: 'Lucky Star Lottery' }, null);

describe('joinFeature', () => {
  it('injects every slice of the feature and computes their initial state at once', () => {
    const store = newStore();
    const joined = joinFeature(store, { texts: {}, slices: { first: firstSlice, second: secondSlice } });
    expect(joined.getState().first).toEqual({ count: 1 });
    expect(joined.getState().second).toEqual({ on: false });
    // The same store, typed with the slices present: the app's other slices are there too.
    expect(joined).toBe(store);
    expect(joined.getState().common.merchantCode).toBe('demo');
  });

  it('hands back a store whose dispatch reaches the injected slice', () => {
    const joined = joinFeature(newStore(), { texts: {}, slices: { first: firstSlice } });
    joined.dispatch(firstSlice.actions.counted());
    expect(joined.getState().first.count).toBe(2);
  });
});
