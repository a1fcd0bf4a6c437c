import { LINE_TEST_TIMEOUT_MS } from '../constants';
import { pingLine, type PingDeps } from './ping-line';

export type LineResult =
  { line: string; state: 'waiting' } | { line: string; state: 'answered'; ms: number } | { line: string; state: 'failed' };

export interface RaceOptions extends Partial<PingDeps> {
  /** Every line has this long (default LINE_TEST_TIMEOUT_MS); those still silent then count as failed. */
  timeoutMs?: number;
  /** Stop pinging the others once one line has answered (the background search only needs a winner). */
  stopAtWinner?: boolean;
  /** Told of each line as it settles, in the order they settle. */
  onResult?: (result: LineResult) => void;
  /** Cancels the whole test; nothing is reported after it. */
  signal?: AbortSignal;
}

export interface RaceOutcome {
  /** The first line to answer, or null when none did. */
  winner: string | null;
  results: LineResult[];
}

/**
 * Pings every line at once (spec 000 §7): the first to answer wins, each line's time is
 * reported as it arrives, and one timer ends the test for all, so a dead line can make the
 * test last at most the timeout but never hides the winner.
 */
export function raceLines(lines: readonly string[], options: RaceOptions = {}): Promise<RaceOutcome> {
  const {
    timeoutMs = LINE_TEST_TIMEOUT_MS,
    stopAtWinner = false,
    onResult,
    signal,
    fetch: fetchImpl = (...args) => fetch(...args),
    now = () => performance.now(),
  } = options;
  const results = new Map<string, LineResult>(lines.map((line) => [line, { line, state: 'waiting' }]));
  const controller = new AbortController();
  let winner: string | null = null;

  const cancelled = () => signal?.aborted === true;
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);

  const settle = (result: LineResult) => {
    results.set(result.line, result);
    if (!cancelled()) onResult?.(result);
  };

  const pings = lines.map(async (line) => {
    try {
      const ms = await pingLine(line, controller.signal, { fetch: fetchImpl, now });
      settle({ line, state: 'answered', ms });
      if (winner === null) {
        winner = line;
        if (stopAtWinner) abort();
      }
    } catch {
      // Aborted because a winner is enough: the line was not measured, not failed.
      if (stopAtWinner && winner !== null) return;
      settle({ line, state: 'failed' });
    }
  });

  return Promise.all(pings).then(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
    return { winner: cancelled() ? null : winner, results: lines.map((line) => results.get(line) as LineResult) };
  });
}
