import { readdirSync, readFileSync, statSync } from 'node:fs';
import { expect, test } from '../lib/fixtures';

/**
 * What nginx sends, read against what the build ships (apps/mobile/dist/_headers): the same headers
 * on every page path, caching by kind of file, precompressed files, /wps reaching the platform.
 */
const DIST = new URL('../../apps/mobile/dist/', import.meta.url);
const SHIPPED = readFileSync(new URL('_headers', DIST), 'utf8');

/** The headers of the block for `path` in the shipped file, by lower-case name. */
function shippedBlock(path: string): Map<string, string> {
  const lines = SHIPPED.split('\n');
  const start = lines.indexOf(path);
  expect(start, `${path} in _headers`).toBeGreaterThan(-1);
  const block = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    const colon = line.indexOf(':');
    block.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return block;
}

const PAGE_PATHS: [string, string][] = [
  ['/', '/'],
  ['/m', '/m'],
  ['/m/', '/m/*'],
  ['/m/home', '/m/*'],
  ['/m/login', '/m/*'],
  ['/m/member/account', '/m/*'],
];

for (const [path, block] of PAGE_PATHS) {
  test(`${path} answers with the page and exactly the headers the build ships for it`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
    const shipped = shippedBlock(block);
    expect(shipped.get('content-security-policy')).toContain("frame-ancestors 'self'");
    for (const [name, value] of shipped) expect(response.headers()[name], name).toBe(value);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
}

test('hashed assets are cached for good and sent precompressed; the service worker and manifests are revalidated', async ({ request }) => {
  const assets = new URL('assets/', DIST);
  const size = (name: string) => statSync(new URL(name, assets)).size;
  const script = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => size(b) - size(a))[0];
  const asset = await request.get(`/m/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  for (const file of ['sw.js', 'asset-manifest.json', 'manifest.webmanifest', 'index.html']) {
    const response = await request.get(`/m/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
  expect((await request.get('/m/manifest.webmanifest')).headers()['content-type']).toBe('application/manifest+json');
  expect((await request.get('/m/assets/missing-0000.js')).status()).toBe(404);
});

test('/wps reaches the platform behind nginx', async ({ request }) => {
  const ping = await request.get('/wps/system/test/ping');
  expect(ping.status()).toBe(200);
  expect(await ping.json()).toMatchObject({ success: true });
  expect(ping.headers()['content-security-policy']).toBeUndefined();
});
