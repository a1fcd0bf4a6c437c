import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasTurn, type OverlayId, type OverlayQueue } from './overlay-order';

/**
 * The one queue of the overlays that open unasked (`overlay-order.ts`): each says when it wants the
 * screen, when it is on it and when it has closed; `selectOverlayTurn` says whether it may show.
 * Part of the first screen (the system screens join it there); the features' hooks come later.
 */
export interface OverlaysState {
  queue: OverlayQueue;
}

export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState: (): OverlaysState => ({ queue: {} }),
  reducers: {
    /** It wants the screen (or may: it holds its place while it finds out). */
    overlayWanted(state, { payload: id }: PayloadAction<OverlayId>) {
      state.queue[id] ??= 'waiting';
    },
    /** It is on the screen: it keeps it until it closes, a system screen aside. */
    overlayShown(state, { payload: id }: PayloadAction<OverlayId>) {
      state.queue[id] = 'shown';
    },
    /** Closed, or nothing to show after all: the next in the queue may have its turn. */
    overlayClosed(state, { payload: id }: PayloadAction<OverlayId>) {
      delete state.queue[id];
    },
  },
  selectors: {
    selectOverlayTurn: (state, id: OverlayId) => hasTurn(state.queue, id),
    selectOverlayShown: (state, id: OverlayId) => state.queue[id] === 'shown',
  },
});

export const { overlayWanted, overlayShown, overlayClosed } = overlaysSlice.actions;
export const { selectOverlayTurn, selectOverlayShown } = overlaysSlice.selectors;
