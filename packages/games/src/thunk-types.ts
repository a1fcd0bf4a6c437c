import type { CommonState, SessionState, ThunkExtra } from '@lotto/app-core';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { GamesState } from './games-slice';

/** The slices this feature reads: its own, the merchant's settings and the session. */
export interface GamesRootState {
  /** Absent until the slice's first action when the shell injects it lazily. */
  games?: GamesState;
  common: CommonState;
  session: SessionState;
}

export type GamesThunk<R = void> = ThunkAction<R, GamesRootState, ThunkExtra, UnknownAction>;
