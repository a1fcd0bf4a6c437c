import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpExchange, timedOutMessage } from './http-exchange';

afterEach(() => {
  vi.useRealTimers();
});

/** A body that sends its first bytes at once and the rest never. */
function stalledBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"success":'));
    },
  });
}

describe('httpExchange', () => {
  it('sends JSON with its content type and cookies, and reads the whole body', async () => {
    const fetcher = vi.fn(async (request: Request) => {
      expect(request.method).toBe('POST');
      expect(request.credentials).toBe('include');
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(request.headers.get('Merchant')).toBe('demo');
      expect(await request.text()).toBe('{"a":1}');
      return new Response('{"success":true}', { status: 200 });
    });
    const answer = await httpExchange(fetcher, 'http://sim/wps/x', {
      method: 'POST',
      headers: { Merchant: 'demo' },
      json: { a: 1 },
      timeoutMs: 1_000,
    });
    expect(answer.body).toBe('{"success":true}');
    expect(answer.response.status).toBe(200);
  });

  it('sends no body and no content type without JSON, and answers an error status rather than throwing', async () => {
    const fetcher = vi.fn(async (request: Request) => {
      expect(request.headers.has('content-type')).toBe(false);
      return new Response('busy', { status: 503 });
    });
    const answer = await httpExchange(fetcher, 'http://sim/wps/y', { method: 'GET', headers: {}, timeoutMs: 1_000 });
    expect(answer.response.status).toBe(503);
    expect(answer.body).toBe('busy');
  });

  it('ends a call whose body stalls after the headers once its time is up', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetcher = vi.fn(async (request: Request) => {
      signal = request.signal;
      return new Response(stalledBody(), { status: 200 });
    });
    const answer = httpExchange(fetcher, 'http://sim/wps/slow', { method: 'GET', headers: {}, timeoutMs: 10_000 });
    const settled = expect(answer).rejects.toThrow(timedOutMessage('GET', 'http://sim/wps/slow'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal?.aborted).toBe(true);
  });

  it('ends a call with no answer at all once its time is up', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(() => new Promise<Response>(() => undefined));
    const answer = httpExchange(fetcher, 'http://sim/wps/never', { method: 'GET', headers: {}, timeoutMs: 500 });
    const settled = expect(answer).rejects.toThrow(/timed out/);
    await vi.advanceTimersByTimeAsync(500);
    await settled;
  });
});
