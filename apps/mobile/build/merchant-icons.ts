import { Resvg } from '@resvg/resvg-js';
import type { MerchantFile } from '../merchants/types';
import { MERCHANT_ICONS, type MerchantIcon } from '../src/merchant-icon-files';

/**
 * A maskable icon's platform crops it to any shape inside the circle of 40% radius (the W3C's
 * safe zone); a square logo fits that circle when its side is 0.4 × √2 of the icon's.
 */
const MASKABLE_LOGO_SHARE = 0.4 * Math.SQRT2;
/** iOS fills transparent pixels with black and rounds the corners itself: the logo sits on the background with a margin. */
const APPLE_LOGO_SHARE = 0.8;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** An SVG data URL's markup (percent-encoded or base64). */
function svgMarkup(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const body = dataUrl.slice(comma + 1);
  return header.endsWith(';base64') ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
}

/**
 * The logo's markup placed in a box: its root element nested, its own size and position replaced. Not an
 * `<image>`: an image's SVG is drawn without the system fonts, and a logo's letters would vanish.
 */
function placed(logo: string, x: number, y: number, side: number): string {
  const markup = svgMarkup(logo).replace(/^\s*<\?xml[^>]*>\s*/, '');
  const root = /^<svg\b([^>]*)>/.exec(markup);
  if (!root) throw new Error('The logo is not an SVG');
  const attributes = (root[1] ?? '').replace(/\s(?:x|y|width|height)=(["'])[^"']*\1/g, '');
  return `<svg x="${x}" y="${y}" width="${side}" height="${side}"${attributes}>${markup.slice(root[0].length)}`;
}

/** The logo centred on a square of `size`, taking `share` of its side, on `background` or none. */
function logoOnSquare(logo: string, size: number, share: number, background?: string): string {
  const side = Math.round(size * share);
  const offset = (size - side) / 2;
  const fill = background ? `<rect width="${size}" height="${size}" fill="${escapeAttribute(background)}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${fill}${placed(logo, offset, offset, side)}</svg>`;
}

/**
 * Android draws a notification's badge from its alpha alone, in white. The logo's light marks
 * (a brand's glyph on its coloured disc) become the shape: luminance to alpha, cut at half.
 */
function badgeFromLogo(logo: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><filter id="badge" x="0" y="0" width="1" height="1"><feColorMatrix type="luminanceToAlpha"/><feComponentTransfer><feFuncA type="discrete" tableValues="0 1"/></feComponentTransfer><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/></filter><g filter="url(#badge)">${placed(logo, 0, 0, size)}</g></svg>`;
}

function iconSvg(icon: MerchantIcon, merchant: MerchantFile): string {
  switch (icon.role) {
    case 'any':
      return logoOnSquare(merchant.logo, icon.size, 1);
    case 'maskable':
      return logoOnSquare(merchant.logo, icon.size, MASKABLE_LOGO_SHARE, merchant.backgroundColor);
    case 'apple-touch':
      return logoOnSquare(merchant.logo, icon.size, APPLE_LOGO_SHARE, merchant.backgroundColor);
    case 'badge':
      return merchant.badge ? logoOnSquare(merchant.badge, icon.size, 1) : badgeFromLogo(merchant.logo, icon.size);
  }
}

/** One icon drawn at its size: its RGBA pixels and its PNG. */
export function renderMerchantIcon(
  icon: MerchantIcon,
  merchant: MerchantFile,
): { width: number; height: number; pixels: Uint8Array; png: Uint8Array } {
  const image = new Resvg(iconSvg(icon, merchant), { fitTo: { mode: 'width', value: icon.size } }).render();
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels), png: new Uint8Array(image.asPng()) };
}

/**
 * The merchant's home-screen and notification icons as PNG, drawn from its SVG logo at build time
 * (the manifest and iOS want bitmaps at fixed sizes): files in the build, nothing in the app's code.
 */
export function merchantIconFiles(merchant: MerchantFile): Array<{ fileName: string; source: Uint8Array }> {
  return MERCHANT_ICONS.map((icon) => ({ fileName: icon.file, source: renderMerchantIcon(icon, merchant).png }));
}
