import { PROMOTION_MOTIFS, type PromotionMotif } from '../seed/promotions';

/** A promotion picture's size: the 5:2 of the platform's banners. */
const WIDTH = 750;
const HEIGHT = 300;

/** Each motif's background, from one colour to the other. */
const BACKGROUNDS: Readonly<Record<PromotionMotif, readonly [string, string]>> = {
  gift: ['#7c3aed', '#1e1b4b'],
  coins: ['#047857', '#022c22'],
  calendar: ['#0369a1', '#0c4a6e'],
  phone: ['#1d4ed8', '#172554'],
  slots: ['#b91c1c', '#450a0a'],
  lifebuoy: ['#0e7490', '#083344'],
  trophy: ['#b45309', '#431407'],
  crown: ['#6d28d9', '#2e1065'],
  cards: ['#166534', '#052e16'],
  confetti: ['#be185d', '#500724'],
};

const GOLD = '#fbbf24';
const GOLD_DARK = '#b45309';
const WHITE = '#ffffff';
const RED = '#ef4444';

/** The picture itself, drawn at the right of the canvas around (cx, cy). */
const DRAWINGS: Readonly<Record<PromotionMotif, (cx: number, cy: number) => string>> = {
  gift: (cx, cy) =>
    `<rect x="${cx - 80}" y="${cy - 30}" width="160" height="120" rx="10" fill="${RED}"/>` +
    `<rect x="${cx - 95}" y="${cy - 65}" width="190" height="45" rx="8" fill="#f87171"/>` +
    `<rect x="${cx - 15}" y="${cy - 65}" width="30" height="155" fill="${GOLD}"/>` +
    `<path d="M${cx} ${cy - 65} C ${cx - 70} ${cy - 140}, ${cx - 90} ${cy - 60}, ${cx} ${cy - 65} Z" fill="${GOLD}"/>` +
    `<path d="M${cx} ${cy - 65} C ${cx + 70} ${cy - 140}, ${cx + 90} ${cy - 60}, ${cx} ${cy - 65} Z" fill="${GOLD}"/>`,
  coins: (cx, cy) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${cx - 40}" cy="${cy + 70 - i * 24}" rx="60" ry="18" fill="${GOLD_DARK}"/>` +
          `<ellipse cx="${cx - 40}" cy="${cy + 64 - i * 24}" rx="60" ry="18" fill="${GOLD}"/>`,
      )
      .join('') +
    `<circle cx="${cx + 70}" cy="${cy}" r="62" fill="${GOLD_DARK}"/><circle cx="${cx + 70}" cy="${cy - 4}" r="58" fill="${GOLD}"/>` +
    `<circle cx="${cx + 70}" cy="${cy - 4}" r="38" fill="none" stroke="${GOLD_DARK}" stroke-width="8"/>`,
  calendar: (cx, cy) =>
    `<rect x="${cx - 100}" y="${cy - 80}" width="200" height="180" rx="16" fill="${WHITE}"/>` +
    `<rect x="${cx - 100}" y="${cy - 80}" width="200" height="50" rx="16" fill="${RED}"/>` +
    `<rect x="${cx - 60}" y="${cy - 100}" width="16" height="44" rx="8" fill="#334155"/><rect x="${cx + 44}" y="${cy - 100}" width="16" height="44" rx="8" fill="#334155"/>` +
    [0, 1, 2, 3]
      .flatMap((col) =>
        [0, 1, 2].map(
          (row) =>
            `<rect x="${cx - 80 + col * 42}" y="${cy - 18 + row * 36}" width="30" height="26" rx="4" fill="${col + row * 4 < 6 ? '#22c55e' : '#cbd5e1'}"/>`,
        ),
      )
      .join(''),
  phone: (cx, cy) =>
    `<rect x="${cx - 65}" y="${cy - 125}" width="130" height="250" rx="22" fill="#0f172a"/>` +
    `<rect x="${cx - 55}" y="${cy - 105}" width="110" height="200" rx="8" fill="#38bdf8"/>` +
    `<circle cx="${cx}" cy="${cy + 110}" r="7" fill="#475569"/>` +
    `<path d="M${cx} ${cy - 60} v70 m-30 -30 l30 30 l30 -30" fill="none" stroke="${WHITE}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  slots: (cx, cy) =>
    `<rect x="${cx - 130}" y="${cy - 90}" width="260" height="180" rx="20" fill="${GOLD}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${cx - 110 + i * 76}" y="${cy - 60}" width="64" height="120" rx="8" fill="${WHITE}"/>` +
          `<circle cx="${cx - 78 + i * 76}" cy="${cy}" r="20" fill="${i === 1 ? RED : '#a855f7'}"/>`,
      )
      .join('') +
    `<rect x="${cx + 140}" y="${cy - 70}" width="12" height="90" rx="6" fill="#94a3b8"/><circle cx="${cx + 146}" cy="${cy - 80}" r="16" fill="${RED}"/>`,
  lifebuoy: (cx, cy) =>
    `<circle cx="${cx}" cy="${cy}" r="110" fill="${WHITE}"/><circle cx="${cx}" cy="${cy}" r="55" fill="#0e7490"/>` +
    [0, 90, 180, 270]
      .map(
        (angle) =>
          `<path d="M${cx} ${cy - 110} A110 110 0 0 1 ${cx + 77.8} ${cy - 77.8} L${cx + 38.9} ${cy - 38.9} A55 55 0 0 0 ${cx} ${cy - 55} Z" fill="${RED}" transform="rotate(${angle} ${cx} ${cy})"/>`,
      )
      .join(''),
  trophy: (cx, cy) =>
    `<path d="M${cx - 70} ${cy - 100} h140 v60 a70 70 0 0 1 -140 0 Z" fill="${GOLD}"/>` +
    `<path d="M${cx - 70} ${cy - 80} h-35 a35 35 0 0 0 45 55 M${cx + 70} ${cy - 80} h35 a35 35 0 0 1 -45 55" fill="none" stroke="${GOLD}" stroke-width="14"/>` +
    `<rect x="${cx - 14}" y="${cy + 25}" width="28" height="45" fill="${GOLD_DARK}"/><rect x="${cx - 60}" y="${cy + 70}" width="120" height="30" rx="6" fill="${GOLD_DARK}"/>` +
    `<path d="M${cx} ${cy - 80} l12 24 27 4 -20 19 5 27 -24 -13 -24 13 5 -27 -20 -19 27 -4 Z" fill="${WHITE}"/>`,
  crown: (cx, cy) =>
    `<path d="M${cx - 130} ${cy + 60} L${cx - 140} ${cy - 70} L${cx - 65} ${cy - 5} L${cx} ${cy - 100} L${cx + 65} ${cy - 5} L${cx + 140} ${cy - 70} L${cx + 130} ${cy + 60} Z" fill="${GOLD}"/>` +
    `<rect x="${cx - 135}" y="${cy + 60}" width="270" height="34" rx="8" fill="${GOLD_DARK}"/>` +
    `<circle cx="${cx}" cy="${cy + 20}" r="18" fill="${RED}"/><circle cx="${cx - 75}" cy="${cy + 30}" r="12" fill="#22d3ee"/><circle cx="${cx + 75}" cy="${cy + 30}" r="12" fill="#22d3ee"/>`,
  cards: (cx, cy) =>
    [-1, 0, 1]
      .map(
        (i) =>
          `<g transform="rotate(${i * 15} ${cx} ${cy + 120})"><rect x="${cx - 60}" y="${cy - 90}" width="120" height="170" rx="12" fill="${WHITE}" stroke="#cbd5e1" stroke-width="3"/>` +
          `<path d="M${cx} ${cy - 30} c-25 -35 -60 0 0 45 c60 -45 25 -80 0 -45 Z" fill="${i === 0 ? RED : '#0f172a'}"/></g>`,
      )
      .join(''),
  confetti: (cx, cy) =>
    Array.from({ length: 24 }, (_, i) => {
      const angle = (i * 137.5 * Math.PI) / 180;
      const radius = 30 + ((i * 37) % 110);
      const colour = [GOLD, WHITE, '#22d3ee', '#a3e635'][i % 4];
      return `<rect x="${(cx + Math.cos(angle) * radius).toFixed(1)}" y="${(cy + Math.sin(angle) * radius * 0.8).toFixed(1)}" width="14" height="6" rx="2" fill="${colour}" transform="rotate(${(i * 47) % 180} ${(cx + Math.cos(angle) * radius).toFixed(1)} ${(cy + Math.sin(angle) * radius * 0.8).toFixed(1)})"/>`;
    }).join('') + `<circle cx="${cx}" cy="${cy}" r="36" fill="${GOLD}"/>`,
};

export function isPromotionMotif(value: string): value is PromotionMotif {
  return (PROMOTION_MOTIFS as readonly string[]).includes(value);
}

/** A promotion's picture: the motif drawn over its colours, with soft circles behind; no words, so it fits every language. */
export function promotionArtSvg(motif: PromotionMotif): string {
  const [from, to] = BACKGROUNDS[motif];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${motif}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<circle cx="120" cy="60" r="140" fill="${WHITE}" opacity="0.08"/><circle cx="300" cy="320" r="120" fill="${GOLD}" opacity="0.12"/>` +
    `<circle cx="80" cy="230" r="10" fill="${WHITE}" opacity="0.5"/><circle cx="220" cy="110" r="6" fill="${WHITE}" opacity="0.5"/><circle cx="330" cy="60" r="8" fill="${GOLD}" opacity="0.7"/>` +
    DRAWINGS[motif](520, 150) +
    '</svg>'
  );
}
