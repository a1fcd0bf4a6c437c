import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSim } from '../testing/test-helpers';

/** What workbox-build writes into a worker: the precache list, index.html with a revision. */
const SERVICE_WORKER = 'self.x=[{"revision":"abc","url":"index.html"},{"revision":null,"url":"assets/index-Ab12Cd.js"}];';
const BUILT = { 'index.js': 'assets/index-Ab12Cd.js', 'index.css': 'assets/index-Zz99.css' };

let appDist: string;

beforeAll(() => {
  appDist = mkdtempSync(join(tmpdir(), 'platform-sim-deploy-'));
  writeFileSync(join(appDist, 'index.html'), '<!doctype html><html><head><title>app</title></head></html>');
  writeFileSync(join(appDist, 'asset-manifest.json'), JSON.stringify(BUILT));
  writeFileSync(join(appDist, 'sw.js'), SERVICE_WORKER);
});

afterAll(() => {
  rmSync(appDist, { recursive: true, force: true });
});

describe('the asset manifests and simulated deployments', () => {
  it("answers the build's own manifest at /m/ and one in the live form at /mobile/mc/, never cached", async () => {
    const { app } = makeSim({ appDist });
    const response = await app.request('/m/asset-manifest.json?t=1');
    expect(await response.json()).toEqual(BUILT);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const mc = (await (await app.request('/mobile/mc/asset-manifest.json?t=1')).json()) as Record<string, string>;
    expect(Object.values(mc).every((path) => path.startsWith('/mobile/mc/'))).toBe(true);
  });

  it('changes both manifests with each deployment, and the reset brings the build back', async () => {
    const { app } = makeSim({ appDist });
    const read = async () =>
      Promise.all(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'].map(async (path) => (await app.request(path)).text()));
    const before = await read();
    expect(await (await app.request('/__sim/deployment', { method: 'POST' })).json()).toEqual({ deployment: 1 });
    const first = await read();
    expect(first[0]).not.toBe(before[0]);
    expect(first[1]).not.toBe(before[1]);
    await app.request('/__sim/deployment', { method: 'POST' });
    expect((await read())[0]).not.toBe(first[0]);
    await app.request('/__sim/reset', { method: 'POST' });
    expect(await read()).toEqual(before);
    expect(await (await app.request('/__sim/deployment')).json()).toEqual({ deployment: 0 });
  });

  it('answers 404 for /m/asset-manifest.json when the build has none', async () => {
    const { app } = makeSim({ appDist: '/nonexistent-app-dist' });
    expect((await app.request('/m/asset-manifest.json')).status).toBe(404);
  });

  it("serves a deployment's page with its number, and a worker that precaches that page anew", async () => {
    const { app } = makeSim({ appDist });
    const built = await (await app.request('/m/home')).text();
    const worker = await (await app.request('/m/sw.js')).text();
    expect(worker).toBe(SERVICE_WORKER);
    const etag = (await app.request('/m/sw.js')).headers.get('etag') ?? '';
    await app.request('/__sim/deployment', { method: 'POST' });

    const page = await (await app.request('/m/home')).text();
    expect(page).toContain('<meta name="sim-deployment" content="1" />');
    expect(page).not.toBe(built);
    const deployedWorker = await app.request('/m/sw.js', { headers: { 'if-none-match': etag } });
    expect(deployedWorker.status).toBe(200);
    expect(await deployedWorker.text()).toBe(SERVICE_WORKER.replace('"abc"', '"abc-sim-deployment-1"'));
    // Hashed files are the build's, whatever the deployment.
    expect((await app.request('/m/asset-manifest.json')).status).toBe(200);
  });
});
