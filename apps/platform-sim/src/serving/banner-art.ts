import { emblem, hashOf, sunburst, type Emblem } from './emblems';
import { escapeXml } from './xml-text';

/** Welcome-image groups (m_popup1, m_popup2) are portrait; home banners are 5:2. */
const BANNER_SIZE = { width: 750, height: 300 };
const WELCOME_SIZE = { width: 600, height: 800 };
const BANNER_EMBLEMS: readonly Emblem[] = ['coin', 'star', 'crown', 'gem', 'ball', 'clover', 'seven'];

/** A few small emblems scattered around a point, as confetti around a prize. */
function scatter(cx: number, cy: number, spread: number, shape: Emblem, seed: number): string {
  return Array.from({ length: 5 }, (_, index) => {
    const angle = ((seed + index * 73) % 360) * (Math.PI / 180);
    const distance = spread * (0.55 + ((seed + index * 37) % 40) / 100);
    const size = spread * (0.18 + ((seed + index * 11) % 10) / 100);
    const x = cx + Math.cos(angle) * distance - size / 2;
    const y = cy + Math.sin(angle) * distance - size / 2;
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 100).toFixed(3)})" opacity="0.85">${emblem(shape, '#ffd43b', '#b8860b')}</g>`;
  }).join('');
}

/**
 * A stand-in banner: the merchant's colour fading to night, rays behind a large golden emblem, a
 * scatter of small ones, and the banner's title in a bold line (the operator's own words on its art).
 */
export function bannerSvg(title: string, colours: { background: string; foreground: string }, portrait: boolean): string {
  const { width, height } = portrait ? WELCOME_SIZE : BANNER_SIZE;
  const seed = hashOf(title);
  const shape = BANNER_EMBLEMS[seed % BANNER_EMBLEMS.length] as Emblem;
  const prize = portrait
    ? { cx: width / 2, cy: height * 0.36, size: width * 0.5 }
    : { cx: width * 0.82, cy: height / 2, size: height * 0.64 };
  const fontSize = Math.round(width / (portrait ? 12 : 16));
  const text = portrait ? { x: width / 2, y: height * 0.78, anchor: 'middle' } : { x: width * 0.06, y: height / 2, anchor: 'start' };
  const maxWidth = portrait ? width * 0.9 : width * 0.6;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(colours.background)}"/><stop offset="1" stop-color="#140d2e"/></linearGradient>` +
    `<radialGradient id="p" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff3bf"/><stop offset="1" stop-color="#f08c00"/></radialGradient>` +
    `<filter id="t"><feDropShadow dx="0" dy="3" stdDeviation="3" flood-color="#000" flood-opacity="0.45"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#b)"/>` +
    `<g transform="translate(${prize.cx - width} ${prize.cy - width})">${sunburst(width * 2, '#ffffff', 0.08)}</g>` +
    `<circle cx="${prize.cx}" cy="${prize.cy}" r="${prize.size * 0.62}" fill="#ffd43b" opacity="0.18"/>` +
    scatter(prize.cx, prize.cy, prize.size * 0.9, shape === 'coin' ? 'star' : 'coin', seed) +
    `<g transform="translate(${prize.cx - prize.size / 2} ${prize.cy - prize.size / 2}) scale(${(prize.size / 100).toFixed(3)})">${emblem(shape, 'url(#p)', '#8a5a00')}</g>` +
    `<text x="${text.x}" y="${text.y}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="900" text-anchor="${text.anchor}" dominant-baseline="middle" fill="${escapeXml(colours.foreground)}" filter="url(#t)" textLength="${Math.min(maxWidth, title.length * fontSize * 0.6).toFixed(0)}" lengthAdjust="spacingAndGlyphs">${escapeXml(title)}</text>` +
    '</svg>'
  );
}

/** Whether a banner group is a welcome image's (portrait). */
export function isWelcomeGroup(groupName: string): boolean {
  return groupName.startsWith('m_popup');
}
