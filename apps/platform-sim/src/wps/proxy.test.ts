import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, makeSim, postJson } from '../testing/test-helpers';

interface Echo {
  method: string;
  path: string;
  merchant: string | null;
  host: string | null;
  body: string;
}

let upstream: Server;
let upstreamUrl: string;

beforeAll(async () => {
  const platform = new Hono();
  platform.all('/wps/*', async (c) => {
    const echo: Echo = {
      method: c.req.method,
      path: new URL(c.req.url).pathname + new URL(c.req.url).search,
      merchant: c.req.header('merchant') ?? null,
      host: c.req.header('host') ?? null,
      body: await c.req.text(),
    };
    if (c.req.path === '/wps/gzipped') {
      return c.body(gzipSync(JSON.stringify({ success: true, value: 'zipped', message: '', errorCode: '' })), 200, {
        'Content-Encoding': 'gzip',
        'Content-Type': 'application/json',
      });
    }
    c.header('x-app-trace-id', 'upstream-trace');
    return c.json({ success: true, value: echo, message: '', errorCode: '' }, 201);
  });
  upstream = await new Promise<Server>((resolve) => {
    const server = serve({ fetch: platform.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as Server)) as Server;
  });
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

describe('forwarding /wps to PLATFORM_URL', () => {
  it('sends method, path, query, headers and body to the platform and answers its answer', async () => {
    const { app } = makeSim({ env: { PLATFORM_URL: upstreamUrl } });
    const response = await app.request('/wps/session/login?x=1', {
      method: 'POST',
      headers: { Merchant: 'realmerchant', 'Content-Type': 'application/json' },
      body: '{"value":"abc"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-app-trace-id')).toBe('upstream-trace');
    const { value } = await envelopeOf<Echo>(response);
    expect(value).toEqual({
      method: 'POST',
      path: '/wps/session/login?x=1',
      merchant: 'realmerchant',
      host: new URL(upstreamUrl).host,
      body: '{"value":"abc"}',
    });
  });

  it("bypasses the simulator's own handlers and merchant check", async () => {
    const { app } = makeSim({ platformUrl: upstreamUrl });
    const { value } = await envelopeOf<Echo>(await app.request('/wps/system/status', { headers: { Merchant: 'unknown-here' } }));
    expect(value.path).toBe('/wps/system/status');
  });

  it('passes a compressed answer on decoded', async () => {
    const { app } = makeSim({ platformUrl: upstreamUrl });
    const response = await app.request('/wps/gzipped');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await envelopeOf(response)).value).toBe('zipped');
  });

  it('keeps the control API and faults working', async () => {
    const { app, state } = makeSim({ platformUrl: upstreamUrl });
    await app.request('/__sim/faults', postJson({ path: '/wps/system/status', status: 503, times: 1 }));
    expect((await app.request('/wps/system/status')).status).toBe(503);
    expect((await app.request('/wps/system/status')).status).toBe(201);
    expect(state.requestLog.list()).toHaveLength(2);
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const { app } = makeSim({ platformUrl: 'http://127.0.0.1:1' });
    const response = await app.request('/wps/system/status');
    expect(response.status).toBe(502);
    expect(await envelopeOf(response)).toMatchObject({ success: false, errorCode: 'sim.upstream.unreachable' });
  });
});
