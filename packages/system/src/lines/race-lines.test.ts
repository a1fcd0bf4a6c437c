import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINE_TEST_TIMEOUT_MS } from '../constants';
import { raceLines, type LineResult } from './race-lines';

/** A fetch whose lines answer after their delay (ms), fail at once (`'fail'`) or never (`'dead'`). */
function fakeFetch(behaviour: Record<string, number | 'fail' | 'dead'>) {
  const requests: Array<{ url: string; init?: RequestInit }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, init });
    const origin = new URL(url).origin;
    const how = behaviour[origin];
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('aborted', 'AbortError'));
      init?.signal?.addEventListener('abort', abort);
      if (how === 'dead') return;
      if (how === 'fail' || how === undefined) return reject(new TypeError('Failed to fetch'));
      setTimeout(() => resolve(new Response('{"success":true,"value":"pong"}', { status: 200 })), how);
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const FAST = 'https://fast.example';
const SLOW = 'https://slow.example';
const DEAD = 'https://dead.example';

describe('raceLines', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every line at once at {line}/wps/system/test/ping?speed={timestamp}, without cookies', () => {
    const { fetch, requests } = fakeFetch({ [FAST]: 50, [SLOW]: 300 });
    void raceLines([FAST, SLOW], { fetch, now: () => Date.now() });
    expect(requests.map((r) => r.url)).toEqual([
      `${FAST}/wps/system/test/ping?speed=${Date.now()}`,
      `${SLOW}/wps/system/test/ping?speed=${Date.now()}`,
    ]);
    expect(requests[0]?.init).toMatchObject({ mode: 'cors', credentials: 'omit', method: 'GET' });
    expect(requests[0]?.init?.headers).toBeUndefined();
  });

  it('the first line to answer wins, and each time is reported as it arrives', async () => {
    const { fetch } = fakeFetch({ [FAST]: 40, [SLOW]: 900 });
    const seen: LineResult[] = [];
    const race = raceLines([SLOW, FAST], { fetch, now: () => Date.now(), onResult: (result) => seen.push(result) });

    await vi.advanceTimersByTimeAsync(40);
    expect(seen).toEqual([{ line: FAST, state: 'answered', ms: 40 }]);
    await vi.advanceTimersByTimeAsync(860);
    expect(seen).toEqual([
      { line: FAST, state: 'answered', ms: 40 },
      { line: SLOW, state: 'answered', ms: 900 },
    ]);
    await expect(race).resolves.toEqual({
      winner: FAST,
      results: [
        { line: SLOW, state: 'answered', ms: 900 },
        { line: FAST, state: 'answered', ms: 40 },
      ],
    });
  });

  it('a dead line never holds up the winner, and fails when the 10 s are up', async () => {
    const { fetch } = fakeFetch({ [FAST]: 20, [DEAD]: 'dead' });
    const seen: LineResult[] = [];
    let settled = false;
    const race = raceLines([DEAD, FAST], { fetch, now: () => Date.now(), onResult: (result) => seen.push(result) }).then((outcome) => {
      settled = true;
      return outcome;
    });

    await vi.advanceTimersByTimeAsync(20);
    expect(seen).toEqual([{ line: FAST, state: 'answered', ms: 20 }]);
    await vi.advanceTimersByTimeAsync(LINE_TEST_TIMEOUT_MS - 21);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.at(-1)).toEqual({ line: DEAD, state: 'failed' });
    expect((await race).winner).toBe(FAST);
  });

  it('when no line answers, there is no winner', async () => {
    const { fetch } = fakeFetch({ [SLOW]: LINE_TEST_TIMEOUT_MS + 1, [DEAD]: 'fail' });
    const race = raceLines([SLOW, DEAD], { fetch, now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(LINE_TEST_TIMEOUT_MS);
    await expect(race).resolves.toEqual({
      winner: null,
      results: [
        { line: SLOW, state: 'failed' },
        { line: DEAD, state: 'failed' },
      ],
    });
  });

  it('a line answering with an error status has failed', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 })) as unknown as typeof globalThis.fetch;
    await expect(raceLines([FAST], { fetch })).resolves.toEqual({ winner: null, results: [{ line: FAST, state: 'failed' }] });
  });

  it('can stop at the winner, cancelling the other pings', async () => {
    const { fetch } = fakeFetch({ [FAST]: 10, [DEAD]: 'dead' });
    const race = raceLines([FAST, DEAD], { fetch, now: () => Date.now(), stopAtWinner: true });
    await vi.advanceTimersByTimeAsync(10);
    await expect(race).resolves.toEqual({
      winner: FAST,
      results: [
        { line: FAST, state: 'answered', ms: 10 },
        { line: DEAD, state: 'waiting' },
      ],
    });
  });

  it('reports nothing once cancelled', async () => {
    const { fetch } = fakeFetch({ [FAST]: 10 });
    const controller = new AbortController();
    const onResult = vi.fn();
    const race = raceLines([FAST], { fetch, now: () => Date.now(), onResult, signal: controller.signal });
    controller.abort();
    await vi.advanceTimersByTimeAsync(10);
    expect(onResult).not.toHaveBeenCalled();
    expect((await race).winner).toBeNull();
  });
});
