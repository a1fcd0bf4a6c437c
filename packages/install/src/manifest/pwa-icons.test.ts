import { describe, expect, it } from 'vitest';
import { choosePwaIcons } from './pwa-icons';

describe('the installed app icons (spec 001 §5: chosen by size 192, 256, 384 or 512 from the pwa template)', () => {
  it('takes the four sizes from an icons object, smallest first, and ignores other sizes', () => {
    const pwa = JSON.stringify({
      title: 'Lucky',
      icons: { 96: '/96.png', 512: '/512.png', 192: '/192.png', 384: '/384.png', 256: '/256.png' },
    });
    expect(choosePwaIcons(pwa)).toEqual([
      { size: 192, src: '/192.png' },
      { size: 256, src: '/256.png' },
      { size: 384, src: '/384.png' },
      { size: 512, src: '/512.png' },
    ]);
  });

  it('reads a manifest-style icon list too', () => {
    const pwa = JSON.stringify({
      icons: [
        { src: '/a.png', sizes: '48x48 512x512' },
        { src: '/b.png', sizes: '192x192' },
      ],
    });
    expect(choosePwaIcons(pwa)).toEqual([
      { size: 192, src: '/b.png' },
      { size: 512, src: '/a.png' },
    ]);
  });

  it('offers only the sizes that have an address', () => {
    expect(choosePwaIcons(JSON.stringify({ icons: { 192: '', 256: 7, 384: '/384.png' } }))).toEqual([{ size: 384, src: '/384.png' }]);
  });

  it('has none for a missing, malformed or icon-less template', () => {
    expect(choosePwaIcons(null)).toEqual([]);
    expect(choosePwaIcons('{not json')).toEqual([]);
    expect(choosePwaIcons(JSON.stringify({ title: 'Lucky' }))).toEqual([]);
  });
});
