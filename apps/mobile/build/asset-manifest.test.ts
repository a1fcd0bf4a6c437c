import { describe, expect, it } from 'vitest';
import { assetManifest } from './asset-manifest';

describe('the asset manifest', () => {
  it('maps logical names to the hashed files under assets/, leaving unhashed files out', () => {
    expect(
      assetManifest([
        { type: 'chunk', fileName: 'assets/index-Ab12Cd.js', name: 'index' },
        { type: 'asset', fileName: 'assets/index-Zz99.css', names: ['index.css'] },
        { type: 'asset', fileName: 'manifest.webmanifest', names: [] },
      ]),
    ).toEqual({ 'index.js': 'assets/index-Ab12Cd.js', 'index.css': 'assets/index-Zz99.css' });
  });

  it('keeps chunks that share a name apart, in the same order on every build', () => {
    const files = [
      { type: 'chunk', fileName: 'assets/index-B.js', name: 'index' },
      { type: 'chunk', fileName: 'assets/index-A.js', name: 'index' },
    ] as const;
    const expected = { 'index.js': 'assets/index-A.js', 'index.js~2': 'assets/index-B.js' };
    expect(assetManifest(files)).toEqual(expected);
    expect(assetManifest([...files].reverse())).toEqual(expected);
  });
});
