import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fault } from '../state/faults';
import { parseFaultSpec } from './faults';
import { envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';

const STATUS_PATH = '/wps/system/status';

describe('faults switched on through /__sim/faults', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers an HTTP status with the envelope', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/faults', postJson({ path: STATUS_PATH, status: 502 }))).status).toBe(201);
    const response = await app.request(`${STATUS_PATH}?device=MOBILE`);
    expect(response.status).toBe(502);
    expect(await envelopeOf(response)).toMatchObject({ success: false, value: null, errorCode: 'sim.fault' });
    expect(response.headers.get('x-app-trace-id')).not.toBeNull();
  });

  it('matches every path under a prefix that ends in *, and only those', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: '/wps/system/*', status: 503 }));
    expect((await app.request(STATUS_PATH)).status).toBe(503);
    expect((await app.request('/wps/system/test/ping')).status).toBe(503);
    expect((await app.request('/wps/member/info')).status).not.toBe(503);
  });

  it("gives a 401 the platform's logged-out code", async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, status: 401 }));
    expect(await envelopeOf(await app.request(STATUS_PATH))).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('answers an error code as a business failure, HTTP 200', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, errorCode: 'domain_not_available', message: 'Domain gone' }));
    const response = await app.request(STATUS_PATH);
    expect(response.status).toBe(200);
    expect(await envelopeOf(response)).toEqual({ success: false, value: null, errorCode: 'domain_not_available', message: 'Domain gone' });
  });

  it('answers both the status and the code when both are given', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: '/wps/member/info', status: 500, errorCode: 'login_blocked_by_self_exclusion' }));
    const response = await app.request('/wps/member/info');
    expect(response.status).toBe(500);
    expect(await envelopeOf(response)).toMatchObject({ errorCode: 'login_blocked_by_self_exclusion' });
  });

  it('delays the answer and then answers normally', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, delayMs: 5_000 }));
    vi.useFakeTimers();
    let settled = false;
    const pending = Promise.resolve(app.request(STATUS_PATH)).then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    const response = await pending;
    expect(settled).toBe(true);
    expect(await envelopeOf(response)).toMatchObject({ success: true });
  });

  it('stalls the body: the headers and half the body at once, the rest after the stall', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, stallBodyMs: 30_000, times: 1 }));
    vi.useFakeTimers();
    const response = await app.request(STATUS_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    let rest: ReadableStreamReadResult<Uint8Array> | undefined;
    void reader.read().then((chunk) => (rest = chunk));
    await vi.advanceTimersByTimeAsync(29_900);
    expect(rest).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(rest?.done).toBe(false);
    const text = new TextDecoder().decode(first.value) + new TextDecoder().decode(rest!.value);
    expect(JSON.parse(text)).toMatchObject({ success: true });
    expect((await reader.read()).done).toBe(true);
  });

  it("stalls a fault's own error answer too", async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, status: 503, stallBodyMs: 1 }));
    const response = await app.request(STATUS_PATH);
    expect(response.status).toBe(503);
    expect(await envelopeOf(response)).toMatchObject({ errorCode: 'sim.fault' });
  });

  it('stops after the given number of calls', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, errorCode: 'TOO_MANY_REQUESTS', times: 2 }));
    const codes = [];
    for (let call = 0; call < 3; call += 1) codes.push((await envelopeOf(await app.request(STATUS_PATH))).errorCode);
    expect(codes).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', '']);
    expect(await jsonOf<Fault[]>(await app.request('/__sim/faults'))).toEqual([]);
  });

  it('matches the method when one is given', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ method: 'post', path: STATUS_PATH, status: 503 }));
    expect((await app.request(STATUS_PATH)).status).toBe(200);
    expect((await app.request(STATUS_PATH, { method: 'POST' })).status).toBe(503);
  });

  it('leaves other paths alone', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, status: 503 }));
    expect((await app.request('/wps/system/test/ping')).status).toBe(200);
  });

  it('lets the newest matching fault win', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, status: 503 }));
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, errorCode: 'token_ip_different', times: 1 }));
    expect((await envelopeOf(await app.request(STATUS_PATH))).errorCode).toBe('token_ip_different');
    expect((await app.request(STATUS_PATH)).status).toBe(503);
  });

  it('clears all faults with DELETE, and one by its id', async () => {
    const { app } = makeSim();
    const fault = await jsonOf<Fault>(await app.request('/__sim/faults', postJson({ path: STATUS_PATH, status: 503 })));
    expect((await app.request(`/__sim/faults/${fault.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await app.request(STATUS_PATH)).status).toBe(200);
    await app.request('/__sim/faults', postJson({ path: STATUS_PATH, status: 503 }));
    expect(await jsonOf(await app.request('/__sim/faults', { method: 'DELETE' }))).toEqual({ cleared: 1 });
    expect((await app.request(STATUS_PATH)).status).toBe(200);
  });

  it('refuses a fault that would do nothing or is malformed', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/faults', postJson({ path: STATUS_PATH }))).status).toBe(400);
    expect((await app.request('/__sim/faults', { method: 'POST', body: '{oops' })).status).toBe(400);
  });
});

describe('parseFaultSpec', () => {
  it.each([
    [{ path: 'no-slash', status: 500 }, /path/],
    [{ path: '/wps/x?y=1', status: 500 }, /query/],
    [{ path: '/wps/x', status: 200 }, /status/],
    [{ path: '/wps/x', delayMs: -1 }, /delayMs/],
    [{ path: '/wps/x', stallBodyMs: 0 }, /stallBodyMs/],
    [{ path: '/wps/x', status: 500, times: 0 }, /times/],
    [[], /object/],
  ])('refuses %j', (input, reason) => {
    expect(parseFaultSpec(input)).toMatch(reason);
  });

  it('upper-cases the method', () => {
    expect(parseFaultSpec({ path: '/wps/x', method: 'get', delayMs: 1 })).toEqual({ path: '/wps/x', method: 'GET', delayMs: 1 });
  });
});
