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

  it('sends no policy of its own for a build that ships none, as a static host would', async () => {
    const { app } = makeSim({ appDist, env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } });
    const page = await app.request('http://127.0.0.1:8080/m/home');
    expect(page.headers.get('content-security-policy')).toBeNull();
    expect(page.headers.get('referrer-policy')).toBeNull();
  });

  describe('with the headers the build ships', () => {
    /** Each page path's block a different policy, so a page served another path's block shows. */
    const policy = (marker: string) =>
      `default-src 'self'; script-src 'self' https://${marker}.example; connect-src 'self' http://127.0.0.1:*; frame-src 'self'; frame-ancestors 'self'`;
    const SHIPPED = [
      '/',
      `  Content-Security-Policy: ${policy('root')}`,
      '  Referrer-Policy: strict-origin',
      '/m',
      `  Content-Security-Policy: ${policy('scope')}`,
      '  Referrer-Policy: strict-origin',
      '/m/*',
      `  Content-Security-Policy: ${policy('pages')}`,
      '  Referrer-Policy: strict-origin',
      '  X-Frame-Options: SAMEORIGIN',
      '  X-Content-Type-Options: nosniff',
      '/m/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/other/*',
      '  X-Ignored: 1',
      '',
    ].join('\n');
    /** The headers a path's block gives, by lower-case name. */
    function block(path: string): Map<string, string> {
      const lines = SHIPPED.split('\n');
      const headers = new Map<string, string>();
      for (const line of lines.slice(lines.indexOf(path) + 1)) {
        if (!line.startsWith('  ')) break;
        const colon = line.indexOf(':');
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return headers;
    }
    let shippedDist: string;

    beforeAll(() => {
      shippedDist = mkdtempSync(join(tmpdir(), 'platform-sim-shipped-'));
      mkdirSync(join(shippedDist, 'assets'));
      writeFileSync(join(shippedDist, 'index.html'), INDEX_HTML);
      writeFileSync(join(shippedDist, 'assets', ASSET_NAME), ASSET_JS);
      writeFileSync(join(shippedDist, '_headers'), SHIPPED);
    });

    afterAll(() => {
      rmSync(shippedDist, { recursive: true, force: true });
    });

    it.each([
      ['/', '/'],
      ['/m', '/m'],
      ['/m/login', '/m/*'],
      ['/m/home?token=secret', '/m/*'],
    ])('serves %s exactly the headers _headers gives it, with nothing added', async (path, blockPath) => {
      // Everything the simulator used to add per request: line hosts, the emulator, a platform.
      const { app, state } = makeSim({
        appDist: shippedDist,
        platformUrl: 'https://real.example/base',
        env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      });
      state.lines.bind(['http://127.0.0.1:8081', 'http://localhost:8082']);
      const page = await app.request(`http://127.0.0.1:8080${path}`);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const want = block(blockPath);
      expect(want.get('content-security-policy')).toContain("frame-ancestors 'self'");
      for (const [name, value] of want) expect(page.headers.get(name), name).toBe(value);
      expect(page.headers.get('x-ignored')).toBeNull();
      expect(page.headers.get('cache-control')).toBe('no-cache');
    });

    it("serves an asset its path's blocks, the later one adding the caching", async () => {
      const { app } = makeSim({ appDist: shippedDist });
      const asset = await app.request(`/m/assets/${ASSET_NAME}`);
      expect(asset.headers.get('content-security-policy')).toBe(policy('pages'));
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
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
