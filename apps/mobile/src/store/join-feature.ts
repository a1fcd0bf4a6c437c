import type { Reducer } from '@reduxjs/toolkit';
import { registerNamespace } from '@lotto/i18n';
import type { FeatureDescriptor, FeatureSlices, FeatureStore } from '@lotto/app-core';
import { rootReducer, type AppStore, type RootState } from './create-store';

/** What joins the app's texts and store when a feature loads. */
type FeatureParts<State> = Pick<FeatureDescriptor<State, unknown, unknown>, 'texts' | 'slices'>;

/**
 * The reducer as a slice's `injectInto` takes it: any slice at its own path. The declared lazy
 * slices (create-store.ts) type each path once; a feature's own slices name theirs.
 */
const injectable: { inject(slice: { reducerPath: string; reducer: Reducer }): unknown } = rootReducer;

/** Whether every one of the slices is in the store's state now. */
function holdsSlices<State>(store: FeatureStore<RootState>, slices: FeatureSlices<State>): store is FeatureStore<RootState & State> {
  const state = store.getState();
  return Object.keys(slices).every((path) => path in state);
}

/**
 * Joins a feature's texts and slices and hands back the store typed with its slices present, as
 * they are from here on: the root state's type can only call a lazily joined slice optional.
 */
export function joinFeature<State>(store: AppStore, { texts, slices }: FeatureParts<State>): FeatureStore<RootState & State> {
  // The texts load when a screen first asks for them.
  for (const [namespace, loaders] of Object.entries(texts)) registerNamespace(namespace, loaders);
  for (const path in slices) injectable.inject(slices[path]);
  // A no-op action makes the store compute the injected slices' initial state now.
  store.dispatch({ type: 'feature/injected' });
  if (!holdsSlices(store, slices)) throw new Error(`The store lacks a slice of ${Object.keys(slices).join(', ')}`);
  return store;
}
