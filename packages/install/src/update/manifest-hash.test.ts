import { describe, expect, it, vi } from 'vitest';
import { fetchManifestHash, hashManifests, hashText } from './manifest-hash';

const APP = '{"index.js":"assets/index-Ab12.js"}';
const MC = '{"main.js":"/mobile/mc/static/js/main.1.js"}';

function answering(bodies: Record<string, string | number>) {
  return vi.fn(async (url: string) => {
    const answer = bodies[url.split('?')[0] ?? ''];
    if (typeof answer === 'number') return { ok: false, status: answer, text: async () => '' };
    return { ok: true, status: 200, text: async () => answer ?? '' };
  });
}

describe('the deployment hash', () => {
  it('is the same for the same bodies and differs when either manifest changes', () => {
    const before = hashManifests([APP, MC]);
    expect(hashManifests([APP, MC])).toBe(before);
    expect(hashManifests([APP.replace('Ab12', 'Cd34'), MC])).not.toBe(before);
    expect(hashManifests([APP, MC.replace('main.1', 'main.2')])).not.toBe(before);
  });

  it('keeps the two bodies apart: moving text from one to the other is a change', () => {
    expect(hashManifests(['ab', 'c'])).not.toBe(hashManifests(['a', 'bc']));
  });

  it('hashes any text, including characters beyond Latin', () => {
    expect(hashText('新版本')).not.toBe(hashText('新版'));
    expect(hashText('')).toMatch(/^[0-9a-z]+$/);
  });

  it('fetches both manifests past every cache', async () => {
    const fetchFn = answering({ '/m/asset-manifest.json': APP, '/mobile/mc/asset-manifest.json': MC });
    expect(await fetchManifestHash(fetchFn, 1234)).toBe(hashManifests([APP, MC]));
    expect(fetchFn).toHaveBeenCalledWith(
      '/m/asset-manifest.json?t=1234',
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    );
    expect(fetchFn).toHaveBeenCalledWith(
      '/mobile/mc/asset-manifest.json?t=1234',
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    );
  });

  it('fails when either manifest is not there', async () => {
    const fetchFn = answering({ '/m/asset-manifest.json': APP, '/mobile/mc/asset-manifest.json': 404 });
    await expect(fetchManifestHash(fetchFn, 1)).rejects.toThrow('/mobile/mc/asset-manifest.json: HTTP 404');
  });
});
