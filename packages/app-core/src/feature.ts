import type { ReactNode } from 'react';
import type { Reducer, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@lotto/api-client';
import type { NamespaceLoaders } from '@lotto/i18n';
import type { CommonState } from './common-slice';
import type { RuntimeEnvironment } from './environment';
import type { OverlaysState } from './overlays-slice';
import type { SessionState } from './session-slice';
import type { ThunkExtra } from './thunk-extra';

/** The slices the shell's store holds from the start, which every feature may read. */
interface ShellState {
  common: CommonState;
  session: SessionState;
  overlays: OverlaysState;
}

type FeatureDispatch<State> = ThunkDispatch<State, ThunkExtra, UnknownAction>;

/** The shell's store as a feature sees it once its slices have joined: they are there, not optional. */
export interface FeatureStore<State> {
  getState(): State;
  dispatch: FeatureDispatch<State>;
  subscribe(listener: () => void): () => void;
  /** The shell's listener middleware: features react to each other's actions here, never by importing each other. */
  startListening: TypedStartListening<State, FeatureDispatch<State>, ThunkExtra>;
}

/**
 * The shell's navigation for code outside the route tree (a feature's root of its own): the
 * router lends it its `navigate` and reports every page it shows.
 */
export interface ShellNavigation {
  navigate(to: string): void;
  /** Called after every change of page; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  pathname(): string;
}

/** What the shell gives every feature it starts. */
interface FeatureShell<State> {
  store: FeatureStore<ShellState & State>;
  api: ApiClient;
  i18n: I18n;
  environment: RuntimeEnvironment;
  navigation: ShellNavigation;
  /** Renders the feature's root in a root of its own, on the shell's store and texts: the shell's layout carries nothing for it. */
  mount(root: ReactNode): void;
}

/** A feature's slices by the place each takes in the store (its `reducerPath`): `{ chat: chatSlice }`. */
export type FeatureSlices<State> = { readonly [Path in keyof State]: { reducerPath: Path; reducer: Reducer<State[Path]> } };

/**
 * A feature the shell starts after first paint: its texts (namespace → loaders) and slices, which
 * join before `start` runs, and `start`, which wires the feature on the shell's store, client,
 * texts and navigation. `Options` is what only the shell knows (the merchant file's values, other
 * features' calls); `Started` is what the shell keeps (the chat's "open customer service").
 */
export interface FeatureDescriptor<State, Options = void, Started = void> {
  texts: Readonly<Record<string, NamespaceLoaders>>;
  slices: FeatureSlices<State>;
  start(shell: FeatureShell<State>, options: Options): Started;
}
