import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { DEFAULT_TIMEOUT_MS } from './constants';
import type { ApiResult } from './envelope';
import { platformBaseQuery } from './query/base-query';

/** A server that sends its headers and the start of a body, then never another byte. */
function stallingServer() {
  const cancelled: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success":'));
      },
      cancel() {
        cancelled.push(path);
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, cancelled };
}

function stalledClient(onOutcome = vi.fn()) {
  const server = stallingServer();
  const api = createApiClient({
    baseUrl: 'http://sim',
    sources: () => ({ merchant: 'demo' }),
    fetch: server.fetch,
    onOutcome,
    isOnline: () => true,
  });
  return { api, onOutcome, ...server };
}

/** Whether the promise has settled, read after the clock has moved. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a body that stalls after the headers', () => {
  it('ends the call at the 30 s limit as an answer that never came, and cancels the stream', async () => {
    const { api, onOutcome, cancelled } = stalledClient();
    const call = watch(api.call('/wps/member/info'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect(call.value).toMatchObject({ success: false, status: 0 });
    expect(onOutcome.mock.calls[0]![0]).toEqual({ kind: 'network-error' });
    expect(cancelled).toEqual(['/wps/member/info']);
  });

  it("counts a call's own limit over the body as well", async () => {
    const { api } = stalledClient();
    const call = watch(api.call('/wps/system/test/ping', { timeoutMs: 5_000, alert: false }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(call.value).toMatchObject({ success: false, status: 0, message: expect.stringMatching(/timed out/) });
  });

  it('gives the login its answer when the prefetched key stalls, and the next login asks for a new key', async () => {
    const { api, fetch } = stalledClient();
    api.prefetchRsaKey();
    const login = watch(api.call('/wps/session/login', { method: 'POST', encrypted: true, json: { username: 'a', password: 'b' } }));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(login.value).toMatchObject({ success: false, status: 0 });
    void api.call('/wps/session/login', { method: 'POST', encrypted: true, json: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("ends a poll's query with an error, so the next tick can ask again", async () => {
    const { api } = stalledClient();
    const query = platformBaseQuery({ path: '/wps/relay/EMFE_getInboxUnreadCount', alert: false }, { extra: { api } } as never, {});
    const answer = watch(Promise.resolve(query));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(answer.value).toMatchObject({ error: { status: 0 } });
  });

  it('keeps a body that ends in time', async () => {
    const api: ApiClient = createApiClient({
      baseUrl: 'http://sim',
      sources: () => ({ merchant: 'demo' }),
      fetch: async () => new Response(JSON.stringify({ success: true, value: '新' })),
    });
    const result: ApiResult<string> = await api.call('/wps/x');
    expect(result).toMatchObject({ success: true, value: '新' });
  });
});
