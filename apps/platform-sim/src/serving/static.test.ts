import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSim } from '../testing/test-helpers';

const INDEX_HTML = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
const ASSET_JS = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
const ASSET_NAME = 'index-abc123.js';

let appDist: string;

beforeAll(() => {
  appDist = mkdtempSync(join(tmpdir(), 'platform-sim-dist-'));
  mkdirSync(join(appDist, 'assets'));
  writeFileSync(join(appDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(appDist, 'assets', ASSET_NAME), ASSET_JS);
  writeFileSync(join(appDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(appDist, 'register.html'), INDEX_HTML.replace('app', 'register'));
});

afterAll(() => {
  rmSync(appDist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it.each(['/m/home', '/m/login', '/m/member/home', '/m/', '/m', '/'])('answers index.html for %s', async (path) => {
    const { app } = makeSim({ appDist });
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves a file that exists rather than the fallback', async () => {
    const { app } = makeSim({ appDist });
    expect(await (await app.request('/m/register.html')).text()).toContain('<title>register</title>');
    const worker = await app.request('/m/sw.js');
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const { app } = makeSim({ appDist });
    const response = await app.request(`/m/assets/${ASSET_NAME}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET_JS);
  });

  it('answers 404, not HTML, for a missing hashed asset', async () => {
    const { app } = makeSim({ appDist });
    expect((await app.request('/m/assets/gone-000.js')).status).toBe(404);
  });

  it('sends a Content-Security-Policy with HTML', async () => {
    const { app } = makeSim({ appDist, platformUrl: null, csp: { 'connect-src': ['http://127.0.0.1:9099'] } });
    const csp = (await app.request('http://127.0.0.1:8080/m/home')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:8080 http:\/\/127\.0\.0\.1:9099/);
    expect((await app.request(`/m/assets/${ASSET_NAME}`)).headers.get('content-security-policy')).toBeNull();
  });

  it('lets only the app frame itself, and sends no address (with a token) in a Referer', async () => {
    const { app } = makeSim({ appDist, platformUrl: null });
    const page = await app.request('http://127.0.0.1:8080/m/home?token=secret');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin');
    expect((await app.request(`/m/assets/${ASSET_NAME}`)).headers.get('referrer-policy')).toBe('strict-origin');
  });

  it('names the line hosts in connect-src (the line-speed test pings them)', async () => {
    const { app, state } = makeSim({ appDist });
    state.lines.bind(['http://127.0.0.1:8081', 'http://127.0.0.1:8082']);
    const csp = (await app.request('http://127.0.0.1:8080/m/home')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8081 http:\/\/127\.0\.0\.1:8082/);
    // The stand-in game runs on the first line host (routes/games.ts).
    expect(csp).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:8081/);
  });

  it('names the Firebase Auth emulator of FIREBASE_AUTH_EMULATOR_HOST in connect-src and frame-src', async () => {
    const { app } = makeSim({ appDist, env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } });
    const csp = (await app.request('http://127.0.0.1:8080/m/home')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
    expect(csp).toMatch(/frame-src 'self' https: [^;]*http:\/\/127\.0\.0\.1:9099/);
    const without = (await makeSim({ appDist }).app.request('http://127.0.0.1:8080/m/home')).headers.get('content-security-policy') ?? '';
    expect(without).not.toContain('9099');
  });

  it('serves the policy the build ships, with the lines and the emulator added, and its referrer rule', async () => {
    const shippedDist = mkdtempSync(join(tmpdir(), 'platform-sim-shipped-'));
    writeFileSync(join(shippedDist, 'index.html'), INDEX_HTML);
    writeFileSync(
      join(shippedDist, '_headers'),
      "/other/*\n  X-Ignored: 1\n/m/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' https://widget.example; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'\n  Referrer-Policy: no-referrer\n",
    );
    try {
      const { app, state } = makeSim({ appDist: shippedDist, env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } });
      state.lines.bind(['http://127.0.0.1:8081']);
      const page = await app.request('http://127.0.0.1:8080/m/home');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toBe(
        "default-src 'self'; script-src 'self' https://widget.example; " +
          "connect-src 'self' http://localhost:8080 http://127.0.0.1:8081 http://127.0.0.1:9099; " +
          "frame-src 'self' http://localhost:8080 http://127.0.0.1:8081 http://127.0.0.1:9099; frame-ancestors 'self'",
      );
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-ignored')).toBeNull();
    } finally {
      rmSync(shippedDist, { recursive: true, force: true });
    }
  });

  it('names the configured platform in connect-src', async () => {
    const { app } = makeSim({ appDist, platformUrl: 'https://real.example/base' });
    const csp = (await app.request('/m/home')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://real.example');
  });

  it('gzips for a client that accepts it', async () => {
    const { app } = makeSim({ appDist });
    const response = await app.request(`/m/assets/${ASSET_NAME}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(compressed.length).toBeLessThan(ASSET_JS.length);
    expect(gunzipSync(compressed).toString()).toBe(ASSET_JS);
  });

  it('answers 304 when the file has not changed', async () => {
    const { app } = makeSim({ appDist });
    const first = await app.request('/m/home');
    const etag = first.headers.get('etag');
    expect(etag).not.toBeNull();
    const second = await app.request('/m/home', { headers: { 'If-None-Match': etag ?? '' } });
    expect(second.status).toBe(304);
  });

  it('never serves a file from outside the app folder', async () => {
    const { app } = makeSim({ appDist });
    const response = await app.request('/m/..%2f..%2f..%2fetc%2fpasswd');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('says to build the app when there is none', async () => {
    const { app } = makeSim({ appDist: join(appDist, 'missing') });
    const response = await app.request('/m/home');
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/not built.*pnpm build/s);
  });

  it('takes the folder from APP_DIST', async () => {
    const { createSimApp } = await import('../app');
    const { app } = createSimApp({ env: { APP_DIST: appDist } });
    expect((await app.request('/m/home')).status).toBe(200);
  });
});
