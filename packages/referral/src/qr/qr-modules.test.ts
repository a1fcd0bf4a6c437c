import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE } from '../constants';
import { qrModules } from './qr-modules';

/** The dark modules the path draws, as "x,y". */
function darkModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
}

/** The path drawn as a scanner's camera would see it: RGBA pixels, `scale` to a module. */
function picture(size: number, path: string, scale = 4) {
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const cell of darkModules(path)) {
    const [x, y] = cell.split(',').map(Number) as [number, number];
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((y * scale + dy) * side + x * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return { pixels, side };
}

describe('the QR code of the invite link', () => {
  it('reads back as the link it was made of', () => {
    for (const link of [
      'https://join.lucky.example/?r=R1001',
      'http://127.0.0.1:6617/m/register?r=a+b%26c',
      `https://x.example/?r=${'拼'.repeat(40)}`,
    ]) {
      const { size, path } = qrModules(link);
      const { pixels, side } = picture(size, path);
      expect(jsQR(pixels, side, side)?.data).toBe(link);
    }
  });

  it('is a version-sized square with its quiet zone left light', () => {
    const { size, path } = qrModules('https://join.lucky.example/?r=R1001');
    // Version 3 (29 modules) holds a link of this length at level M; 4 modules of margin each side.
    expect(size).toBe(29 + 2 * QR_QUIET_ZONE);
    const dark = darkModules(path);
    for (const cell of dark) {
      const [x, y] = cell.split(',').map(Number) as [number, number];
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(Math.max(x, y)).toBeLessThan(size - QR_QUIET_ZONE);
    }
  });

  it('has the three finder patterns where scanners look for them', () => {
    const { size, path } = qrModules('https://lucky.example/m/register?r=R1001');
    const dark = darkModules(path);
    const q = QR_QUIET_ZONE;
    const far = size - q - 7;
    for (const [left, top] of [
      [q, q],
      [far, q],
      [q, far],
    ] as const) {
      // A finder's outer ring is dark, the ring inside it light, its 3 by 3 core dark.
      expect(dark.has(`${left},${top}`)).toBe(true);
      expect(dark.has(`${left + 6},${top + 6}`)).toBe(true);
      expect(dark.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(dark.has(`${left + 3},${top + 3}`)).toBe(true);
    }
  });

  it('grows with what it holds', () => {
    expect(qrModules(`https://lucky.example/?r=${'R'.repeat(200)}`).size).toBeGreaterThan(qrModules('https://lucky.example/?r=R1').size);
  });
});
