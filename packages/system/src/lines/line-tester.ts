import { drawLines, type DrawOptions } from './draw-lines';
import { raceLines, type LineResult, type RaceOptions } from './race-lines';

export type LineTestPhase = 'idle' | 'testing' | 'done';

export interface LineTestSnapshot {
  phase: LineTestPhase;
  /** The drawn lines in their drawn order, each with its state so far. */
  results: readonly LineResult[];
  /** The first line to answer, as soon as it has. */
  winner: string | null;
}

export interface LineTesterOptions
  extends Pick<RaceOptions, 'fetch' | 'now' | 'timeoutMs'>, Pick<DrawOptions, 'random' | 'max' | 'protocol'> {}

export interface LineTester {
  /** Draws lines from the list and tests them, cancelling a test still running. */
  start(domainList: readonly string[]): void;
  /** Cancels the running test; its late answers are ignored. */
  stop(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LineTestSnapshot;
}

const IDLE: LineTestSnapshot = { phase: 'idle', results: [], winner: null };

/**
 * The line-speed chooser without React: a small store of one test's progress, which the
 * page reads with useSyncExternalStore. Each start draws afresh, so a retest may try
 * other lines when the merchant lists more than MAX_LINES.
 */
export function createLineTester(options: LineTesterOptions = {}): LineTester {
  const { random, max, protocol, ...race } = options;
  const listeners = new Set<() => void>();
  let snapshot = IDLE;
  let controller: AbortController | null = null;

  const publish = (next: LineTestSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  return {
    start(domainList) {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      const lines = drawLines(domainList, { random, max, protocol });
      publish({ phase: lines.length > 0 ? 'testing' : 'done', results: lines.map((line) => ({ line, state: 'waiting' })), winner: null });
      if (lines.length === 0) return;
      void raceLines(lines, {
        ...race,
        signal: current.signal,
        onResult: (result) => {
          publish({
            ...snapshot,
            results: snapshot.results.map((entry) => (entry.line === result.line ? result : entry)),
            winner: snapshot.winner ?? (result.state === 'answered' ? result.line : null),
          });
        },
      }).then(() => {
        if (!current.signal.aborted) publish({ ...snapshot, phase: 'done' });
      });
    },
    stop() {
      controller?.abort();
      controller = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
