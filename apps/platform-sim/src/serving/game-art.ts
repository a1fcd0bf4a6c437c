import { EMBLEMS, emblem, hashOf, sunburst, type Emblem } from './emblems';
import { escapeXml } from './xml-text';

/** Served at twice the edge the lobby shows (64 px), so 2x screens stay sharp. */
const ART_SIZE = 128;

interface VendorMark {
  /** The gradient's two ends. */
  colours: readonly [string, string];
  emblem: Emblem;
  /** The monogram over the emblem. */
  mark: string;
}

/** The seeded vendors' marks: a colour of their own, an emblem, a monogram. */
const VENDOR_MARKS: Readonly<Record<string, VendorMark>> = {
  PG: { colours: ['#ff9f1c', '#d9480f'], emblem: 'flame', mark: 'PG' },
  RNG: { colours: ['#12b886', '#0b7285'], emblem: 'seven', mark: 'TCG' },
  TCG: { colours: ['#12b886', '#0b7285'], emblem: 'seven', mark: 'TCG' },
  JDB: { colours: ['#9775fa', '#5f3dc4'], emblem: 'gem', mark: 'JDB' },
  JILI: { colours: ['#f03e3e', '#a61e4d'], emblem: 'crown', mark: 'JILI' },
  EVO: { colours: ['#2b8a3e', '#0b3d1c'], emblem: 'spade', mark: 'EVO' },
  SEXY: { colours: ['#f783ac', '#c2255c'], emblem: 'heart', mark: 'AE' },
  TLB: { colours: ['#339af0', '#1864ab'], emblem: 'ball', mark: '123' },
  '123BET': { colours: ['#339af0', '#1864ab'], emblem: 'ball', mark: '123' },
  SABA: { colours: ['#1c7ed6', '#0b2e59'], emblem: 'ball', mark: 'SABA' },
  KY: { colours: ['#e8590c', '#5c2b0b'], emblem: 'coin', mark: 'KY' },
  PVP: { colours: ['#4c6ef5', '#283593'], emblem: 'spade', mark: 'TCG' },
  GW: { colours: ['#40c057', '#2b6b1f'], emblem: 'clover', mark: 'GW' },
  VR: { colours: ['#7048e8', '#3b1f8f'], emblem: 'star', mark: 'VR' },
  TCG_LOTTO: { colours: ['#e03131', '#7a0c0c'], emblem: 'ball', mark: '5D' },
  TCG_LOTTO_VN: { colours: ['#e03131', '#a50e0e'], emblem: 'star', mark: 'VN' },
  TCG_SEA: { colours: ['#1098ad', '#0b4f6c'], emblem: 'wave', mark: 'SEA' },
};

function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Spreads neighbouring codes (JILI_001, JILI_002) far apart on the colour wheel. */
const HUE_STEP = 137;

function hueColours(code: string): [string, string] {
  const hue = (hashOf(code) * HUE_STEP) % 360;
  return [`hsl(${hue} 70% 55%)`, `hsl(${(hue + 40) % 360} 65% 28%)`];
}

/** A vendor's mark: its own or one drawn from its code's hash. */
function vendorMark(vendor: string): VendorMark {
  return (
    VENDOR_MARKS[vendor] ?? {
      colours: hueColours(vendor),
      emblem: EMBLEMS[hashOf(vendor) % EMBLEMS.length] as Emblem,
      mark: vendor.replace(/_/g, '').slice(0, 3),
    }
  );
}

/**
 * A vendor's logo (`games/{vendor}.svg`): a rounded tile in the vendor's colours, its emblem large
 * and faint behind, and its monogram in a white badge, as lobbies show a provider's brand.
 */
export function vendorLogoSvg(vendor: string): string {
  const mark = vendorMark(vendor);
  const fontSize = mark.mark.length > 2 ? 15 : 18;
  // A long monogram is fitted to the badge rather than spilling over it.
  const fit = mark.mark.length > 2 ? ' textLength="38" lengthAdjust="spacingAndGlyphs"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${ART_SIZE}" height="${ART_SIZE}" role="img" aria-label="${escapeXml(vendor)}">` +
    gradient('v', mark.colours) +
    `<rect width="64" height="64" rx="14" fill="url(#v)"/>` +
    `<g transform="translate(14 6) scale(0.52)" opacity="0.35">${emblem(mark.emblem, '#ffffff', '#ffffff')}</g>` +
    `<rect x="8" y="36" width="48" height="20" rx="10" fill="#ffffff" opacity="0.95"/>` +
    `<text x="32" y="51" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="900" text-anchor="middle" fill="${mark.colours[1]}"${fit}>${escapeXml(mark.mark)}</text>` +
    '</svg>'
  );
}

/**
 * A game's icon (`gameicon/{vendor}/{code}.svg`): a glowing background in colours of the game's own,
 * a golden emblem in the middle, and the vendor's colour as a corner ribbon. No words.
 */
export function gameIconSvg(vendor: string, gameCode: string): string {
  const hash = hashOf(gameCode);
  const colours = hueColours(gameCode);
  const shape = EMBLEMS[hash % EMBLEMS.length] as Emblem;
  const vendorColour = vendorMark(vendor).colours[0];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${ART_SIZE}" height="${ART_SIZE}" role="img" aria-label="${escapeXml(gameCode)}">` +
    gradient('g', colours) +
    `<defs><radialGradient id="s" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff6bf"/><stop offset="1" stop-color="#f59f00"/></radialGradient></defs>` +
    `<rect width="100" height="100" rx="18" fill="url(#g)"/>` +
    sunburst(100, '#ffffff', 0.12) +
    `<circle cx="50" cy="50" r="34" fill="#ffffff" opacity="0.14"/>` +
    `<g transform="translate(20 18) scale(0.6)">${emblem(shape, 'url(#s)', '#7a4a00')}</g>` +
    `<path d="M0 18 Q0 0 18 0 L40 0 L0 40 Z" fill="${vendorColour}"/>` +
    `<circle cx="80" cy="82" r="4" fill="#ffffff" opacity="0.6"/><circle cx="88" cy="70" r="2.5" fill="#ffffff" opacity="0.5"/>` +
    '</svg>'
  );
}
