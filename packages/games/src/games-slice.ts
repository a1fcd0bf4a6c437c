import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Why a launch did not open its game (spec 001 §8): each has its own message on the game page. */
export type LaunchFailure =
  /** 10 s without a game address, or the call timed out: timeout_retry_please, with retry. */
  | { kind: 'timeout' }
  /** A lottery in a normal browser while the merchant allows games in its app only: label_start_game_error. */
  | { kind: 'appOnly' }
  /** The game address is on a host the merchant does not list: not opened. */
  | { kind: 'unlisted' }
  /** The platform refused; its message when it gave one. */
  | { kind: 'refused'; message: string };

/** The games' own state; the lanes are server data (`server-data/game-lanes.ts`). */
export interface GamesState {
  /** One launch at a time (issue 14: launches do not stack). */
  launch: {
    status: 'idle' | 'waiting' | 'open' | 'failed';
    /** The launch under way; one that finds another here when its answer comes was abandoned (the page was left). */
    id: string | null;
    gameUrl: string | null;
    failure: LaunchFailure | null;
  };
}

export function initialGamesState(): GamesState {
  return { launch: { status: 'idle', id: null, gameUrl: null, failure: null } };
}

export const gamesSlice = createSlice({
  name: 'games',
  initialState: initialGamesState,
  reducers: {
    launchWaiting(state, action: PayloadAction<string>) {
      state.launch = { status: 'waiting', id: action.payload, gameUrl: null, failure: null };
    },
    launchOpened(state, action: PayloadAction<string>) {
      state.launch = { ...state.launch, status: 'open', gameUrl: action.payload, failure: null };
    },
    launchFailed(state, action: PayloadAction<LaunchFailure>) {
      state.launch = { ...state.launch, status: 'failed', gameUrl: null, failure: action.payload };
    },
    /** The game page was left: the frame goes, and with it the game's sound; a launch under way is abandoned. */
    gameClosed(state) {
      state.launch = { status: 'idle', id: null, gameUrl: null, failure: null };
    },
  },
});

export const { launchWaiting, launchOpened, launchFailed, gameClosed } = gamesSlice.actions;
