import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useModalOpen } from '@lotto/ui';
import type { OverlayId } from './overlay-order';
import { overlayClosed, overlayShown, overlayWanted, selectOverlayShown, selectOverlayTurn, type OverlaysState } from './overlays-slice';

type State = { overlays: OverlaysState };

/** Keeps an overlay in the queue while `wanted` holds, and takes it out when it stops or unmounts. */
export function useOverlayWanted(id: OverlayId, wanted: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!wanted) return undefined;
    dispatch(overlayWanted(id));
    return () => {
      dispatch(overlayClosed(id));
    };
  }, [wanted, id, dispatch]);
}

/**
 * Whether an overlay that opens unasked may be on the screen now. While `wanted` holds it is in the
 * queue; once its turn has come (the overlays before it closed, and no dialog the player opened is
 * up) its own delay starts, counted from then, and when that has passed it shows and keeps the
 * screen until `wanted` ends. Losing the turn before then (an overlay ahead of it came, the player
 * opened a dialog) starts the delay again at the next turn. The delay runs on a timer even when it
 * is 0, so overlays that become wanted together are all in the queue before the first one shows.
 * `ready` false keeps the overlay's place in the queue without starting its delay: one whose content
 * is still being asked for counts its delay from the answer, not from a moment before its question
 * went out (a loaded phone could spend part of the delay between the two).
 */
export function useOverlayTurn(id: OverlayId, wanted: boolean, delayMs = 0, ready = true): boolean {
  const dispatch = useDispatch();
  const turn = useSelector((state: State) => selectOverlayTurn(state, id));
  const shown = useSelector((state: State) => selectOverlayShown(state, id));
  const dialogOpen = useModalOpen();
  useOverlayWanted(id, wanted);

  const starting = wanted && ready && turn && !shown && !dialogOpen;
  useEffect(() => {
    if (!starting) return undefined;
    const timer = window.setTimeout(() => dispatch(overlayShown(id)), delayMs);
    return () => window.clearTimeout(timer);
  }, [starting, delayMs, id, dispatch]);

  return wanted && turn && shown;
}

/**
 * A dialog the player opened (a confirm): whether it may be on the screen while `open` holds. It
 * joins the queue as `asked`, so an overlay that opened unasked (the notification prompt, say)
 * steps aside while it is up and comes back when it closes, instead of two on the screen at once;
 * only a system screen holds it back. It shows one render after `open`, once its place is taken.
 */
export function useAskedOverlay(open: boolean): boolean {
  useOverlayWanted('asked', open);
  const turn = useSelector((state: State) => selectOverlayTurn(state, 'asked'));
  return open && turn;
}
