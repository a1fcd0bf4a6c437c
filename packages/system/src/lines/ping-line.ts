import { PING_PATH } from '../server-data/ping';

export interface PingDeps {
  fetch: typeof fetch;
  /** A monotonic clock in milliseconds, for timing the answer. */
  now: () => number;
  /** The wall clock, for the cache-busting `speed` timestamp. */
  timestamp?: () => number;
}

/** `GET {line}/wps/system/test/ping?speed={timestamp}` (spec 000 §7). */
function linePingUrl(line: string, timestamp: number): string {
  return `${line}${PING_PATH}?speed=${timestamp}`;
}

/**
 * Pings one line and resolves with how long it took to answer. A plain cross-origin GET:
 * no cookies, no Merchant or Authorization header (the token must not travel to a host
 * that is only being measured), so no preflight either. Rejects on any failure or abort.
 */
export async function pingLine(line: string, signal: AbortSignal, deps: PingDeps): Promise<number> {
  const started = deps.now();
  const response = await deps.fetch(linePingUrl(line, (deps.timestamp ?? Date.now)()), {
    method: 'GET',
    mode: 'cors',
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal,
  });
  if (!response.ok) throw new Error(`line ${line} answered ${response.status}`);
  return Math.max(0, Math.round(deps.now() - started));
}
