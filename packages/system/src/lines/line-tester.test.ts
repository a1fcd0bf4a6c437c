import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLineTester } from './line-tester';

function delayedFetch(delays: Record<string, number>) {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      const delay = delays[new URL(String(input)).origin];
      if (delay === undefined) return;
      setTimeout(() => resolve(new Response('{}', { status: 200 })), delay);
    })) as typeof fetch;
}

describe('createLineTester', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every line waiting, then each time as it arrives, the winner first', async () => {
    const tester = createLineTester({
      fetch: delayedFetch({ 'https://a.example': 300, 'https://b.example': 30 }),
      now: () => Date.now(),
      random: () => 0,
    });
    const listener = vi.fn();
    tester.subscribe(listener);
    tester.start(['https://a.example', 'https://b.example', 'https://c.example']);
    expect(tester.getSnapshot()).toEqual({
      phase: 'testing',
      winner: null,
      results: [
        { line: 'https://a.example', state: 'waiting' },
        { line: 'https://b.example', state: 'waiting' },
        { line: 'https://c.example', state: 'waiting' },
      ],
    });

    await vi.advanceTimersByTimeAsync(30);
    expect(tester.getSnapshot().winner).toBe('https://b.example');
    expect(tester.getSnapshot().results[1]).toEqual({ line: 'https://b.example', state: 'answered', ms: 30 });

    await vi.advanceTimersByTimeAsync(270);
    expect(tester.getSnapshot().winner).toBe('https://b.example');
    expect(tester.getSnapshot().results[0]).toEqual({ line: 'https://a.example', state: 'answered', ms: 300 });
    expect(tester.getSnapshot().phase).toBe('testing');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(tester.getSnapshot().phase).toBe('done');
    expect(tester.getSnapshot().results[2]).toEqual({ line: 'https://c.example', state: 'failed' });
    expect(listener).toHaveBeenCalled();
  });

  it('is done at once when there are no lines', () => {
    const tester = createLineTester();
    tester.start([]);
    expect(tester.getSnapshot()).toEqual({ phase: 'done', results: [], winner: null });
  });

  it('a retest starts over and ignores the first test', async () => {
    const tester = createLineTester({ fetch: delayedFetch({ 'https://a.example': 100 }), now: () => Date.now() });
    tester.start(['https://a.example']);
    await vi.advanceTimersByTimeAsync(50);
    tester.start(['https://a.example']);
    await vi.advanceTimersByTimeAsync(60);
    expect(tester.getSnapshot()).toMatchObject({ phase: 'testing', winner: null });
    await vi.advanceTimersByTimeAsync(40);
    expect(tester.getSnapshot()).toEqual({
      phase: 'done',
      winner: 'https://a.example',
      results: [{ line: 'https://a.example', state: 'answered', ms: 100 }],
    });
  });
});
