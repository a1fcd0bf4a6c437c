import { describe, expect, it } from 'vitest';
import { MERCHANTS } from '../merchants';
import { MERCHANT_ICONS } from '../src/merchant-icon-files';
import { merchantIconFiles, renderMerchantIcon } from './merchant-icons';

/** A PNG's width and height, big-endian in its IHDR chunk (bytes 16 to 24). */
function pngSize(png: Uint8Array): [number, number] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pixelAt(image: { width: number; pixels: Uint8Array }, x: number, y: number): number[] {
  const at = (y * image.width + x) * 4;
  return [...image.pixels.slice(at, at + 4)];
}

describe('the icons the build draws from the logo', () => {
  it('lists the sizes installers and iOS ask for, and a badge', () => {
    expect(MERCHANT_ICONS.map(({ size, role }) => `${role} ${size}`)).toEqual([
      'any 192',
      'any 512',
      'maskable 512',
      'apple-touch 180',
      'badge 96',
    ]);
  });

  describe.each(Object.values(MERCHANTS))('$code', (merchant) => {
    it('gives a PNG of each icon at its size', () => {
      const files = merchantIconFiles(merchant);
      expect(files.map(({ fileName }) => fileName)).toEqual(MERCHANT_ICONS.map(({ file }) => file));
      for (const [index, { source }] of files.entries()) {
        expect([...source.slice(0, 8)]).toEqual(PNG_SIGNATURE);
        expect(pngSize(source)).toEqual([MERCHANT_ICONS[index]!.size, MERCHANT_ICONS[index]!.size]);
      }
    });

    it('paints the maskable and iOS icons edge to edge on the merchant background, the logo inside the safe zone', () => {
      const background = [1, 3, 5].map((at) => parseInt(merchant.backgroundColor.slice(at, at + 2), 16));
      for (const role of ['maskable', 'apple-touch'] as const) {
        const icon = MERCHANT_ICONS.find((candidate) => candidate.role === role)!;
        const image = renderMerchantIcon(icon, merchant);
        expect(pixelAt(image, 0, 0)).toEqual([...background, 255]);
        // Outside the maskable icon's safe zone (a circle of 40% radius) nothing but background, on the diagonal too.
        if (role === 'maskable') {
          const edge = Math.floor(icon.size * (0.5 - 0.4 * Math.SQRT1_2)) - 1;
          expect(pixelAt(image, edge, edge)).toEqual([...background, 255]);
          expect(pixelAt(image, icon.size / 2, Math.floor(icon.size * 0.1) - 1)).toEqual([...background, 255]);
        }
        // The centre is the logo.
        expect(pixelAt(image, icon.size / 2, icon.size / 2)).not.toEqual([...background, 255]);
      }
    });

    it('draws the badge in white on transparent only, with a shape', () => {
      const image = renderMerchantIcon(
        MERCHANT_ICONS.find(({ role }) => role === 'badge')!,
        merchant,
      );
      const colours = new Set<string>();
      for (let at = 0; at < image.pixels.length; at += 4) {
        const [r, g, b, a] = image.pixels.slice(at, at + 4);
        if (a === 0) continue;
        colours.add(`${r},${g},${b}`);
      }
      expect([...colours]).toEqual(['255,255,255']);
      const opaque = image.pixels.filter((_, at) => at % 4 === 3 && image.pixels[at]! > 0).length;
      // A shape, not an empty square nor a full one.
      expect(opaque).toBeGreaterThan(image.width * image.height * 0.05);
      expect(opaque).toBeLessThan(image.width * image.height * 0.9);
    });
  });
});
