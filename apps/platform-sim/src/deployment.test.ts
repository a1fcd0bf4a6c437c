import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSim } from './test-helpers';

const BUILT = { 'index.js': 'assets/index-Ab12Cd.js', 'index.css': 'assets/index-Zz99.css' };

let appDist: string;

beforeAll(() => {
  appDist = mkdtempSync(join(tmpdir(), 'platform-sim-deploy-'));
  writeFileSync(join(appDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(appDist, 'asset-manifest.json'), JSON.stringify(BUILT));
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
});
