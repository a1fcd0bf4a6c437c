import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * What the player asks of a late feature (install's app download from My account) before the late
 * features have started: kept, the late features are started at once, and each ask is dispatched
 * once they have. Dispatched earlier it reached no reducer (the feature's slice was not in the
 * store yet), and the tap did nothing.
 */
let answer: ((ask: UnknownAction) => void) | null = null;
let pending: UnknownAction[] = [];
let startNow: (() => void) | null = null;

export function askLateFeature(ask: UnknownAction): void {
  if (answer) {
    answer(ask);
    return;
  }
  pending.push(ask);
  startNow?.();
}

/** Whether the late features have started (a shell-level request made before then is kept as an ask). */
export function lateFeaturesAreReady(): boolean {
  return answer !== null;
}

/** main.tsx: how to start the late features at once; an ask already made starts them now. */
export function lateFeaturesStartWith(start: () => void): void {
  startNow = start;
  if (pending.length > 0) start();
}

/** main.tsx: the late features have started; the asks kept until now are dispatched, and every later one at once. */
export function lateFeaturesReady(dispatch: (ask: UnknownAction) => void): void {
  answer = dispatch;
  const asks = pending;
  pending = [];
  for (const ask of asks) dispatch(ask);
}

/** Tests only: a fresh page. */
export function resetLateAsks(): void {
  answer = null;
  pending = [];
  startNow = null;
}
