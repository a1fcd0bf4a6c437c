/**
 * The image captcha's picture: an SVG whose characters are drawn as strokes, not as `<text>`, so
 * the answer is not in the file as text and looks the same whatever fonts the browser has. Each
 * character is moved, turned, slanted and scaled at random, over noise curves and dots.
 */

/**
 * Each character as polylines on a 10 × 14 grid: "x,y x,y …", strokes separated by "|". Every
 * character of the alphabet has one (image-captcha-svg.test.ts checks it).
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '0,14 5,0 10,14|2.5,8 7.5,8',
  C: '10,2 7,0 3,0 0,3 0,11 3,14 7,14 10,12',
  E: '10,0 0,0 0,14 10,14|0,7 7,7',
  F: '10,0 0,0 0,14|0,7 7,7',
  H: '0,0 0,14|10,0 10,14|0,7 10,7',
  K: '0,0 0,14|10,0 0,8|3,6 10,14',
  L: '0,0 0,14 10,14',
  M: '0,14 0,0 5,8 10,0 10,14',
  N: '0,14 0,0 10,14 10,0',
  P: '0,14 0,0 7,0 10,2 10,5 7,7 0,7',
  R: '0,14 0,0 7,0 10,2 10,5 7,7 0,7|5,7 10,14',
  T: '0,0 10,0|5,0 5,14',
  U: '0,0 0,11 3,14 7,14 10,11 10,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2.5,14 5,6 7.5,14 10,0',
  X: '0,0 10,14|10,0 0,14',
  Y: '0,0 5,7 10,0|5,7 5,14',
  '3': '0,1 3,0 8,0 10,2 10,5 7,7 3,7|7,7 10,9 10,12 8,14 3,14 0,13',
  '4': '7,14 7,0 0,10 10,10',
  '6': '9,1 6,0 3,0 0,3 0,11 3,14 7,14 10,11 10,9 7,7 3,7 0,9',
  '7': '0,0 10,0 4,14',
  '9': '10,5 7,7 3,7 0,5 0,3 3,0 7,0 10,3 10,11 7,14 3,14 1,13',
};

const IMAGE_CAPTCHA_WIDTH = 160;
const IMAGE_CAPTCHA_HEIGHT = 56;
const CELL = 28;
const MARGIN_X = 14;
const GLYPH_SCALE = 2.2;
const NOISE_CURVES = 4;
const NOISE_DOTS = 36;
const INK = ['#1f3a93', '#7b1fa2', '#b71c1c', '#1b5e20', '#37474f', '#4e342e'] as const;

/** A number in [0, 1), like Math.random; tests pass a fixed sequence. */
export type RandomSource = () => number;

function between(random: RandomSource, low: number, high: number): number {
  return low + random() * (high - low);
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function glyphPaths(char: string): string {
  const glyph = GLYPHS[char];
  if (glyph === undefined) throw new Error(`no glyph for ${JSON.stringify(char)}`);
  return glyph
    .split('|')
    .map((stroke) => `<polyline points="${stroke}"/>`)
    .join('');
}

function glyph(char: string, index: number, random: RandomSource): string {
  const x = MARGIN_X + index * CELL + between(random, -3, 3);
  const y = 12 + between(random, -4, 4);
  const turn = between(random, -22, 22);
  const slant = between(random, -14, 14);
  const scaleX = GLYPH_SCALE * between(random, 0.85, 1.15);
  const scaleY = GLYPH_SCALE * between(random, 0.85, 1.1);
  const transform = `translate(${round(x)} ${round(y)}) rotate(${round(turn)} 11 15) skewX(${round(slant)}) scale(${round(scaleX)} ${round(scaleY)})`;
  // The stroke is scaled with the glyph; divide so every character has about the same weight.
  const width = round(2.6 / GLYPH_SCALE);
  return `<g transform="${transform}" stroke="${pick(random, INK)}" stroke-width="${width}">${glyphPaths(char)}</g>`;
}

function noiseCurve(random: RandomSource): string {
  const point = () => `${round(between(random, 0, IMAGE_CAPTCHA_WIDTH))} ${round(between(random, 0, IMAGE_CAPTCHA_HEIGHT))}`;
  const start = `${round(between(random, -10, 10))} ${round(between(random, 0, IMAGE_CAPTCHA_HEIGHT))}`;
  const end = `${round(IMAGE_CAPTCHA_WIDTH + between(random, -10, 10))} ${round(between(random, 0, IMAGE_CAPTCHA_HEIGHT))}`;
  return `<path d="M${start} C${point()} ${point()} ${end}" stroke="${pick(random, INK)}" stroke-width="${round(between(random, 0.8, 1.6))}" opacity="0.7"/>`;
}

function noiseDot(random: RandomSource): string {
  const cx = round(between(random, 0, IMAGE_CAPTCHA_WIDTH));
  const cy = round(between(random, 0, IMAGE_CAPTCHA_HEIGHT));
  return `<circle cx="${cx}" cy="${cy}" r="${round(between(random, 0.6, 1.6))}" fill="${pick(random, INK)}" opacity="0.6"/>`;
}

/** The picture of `text` (characters of IMAGE_CAPTCHA_ALPHABET): a standalone SVG document. */
export function renderCaptchaSvg(text: string, random: RandomSource = Math.random): string {
  const glyphs = [...text].map((char, index) => glyph(char, index, random)).join('');
  const curves = Array.from({ length: NOISE_CURVES }, () => noiseCurve(random)).join('');
  const dots = Array.from({ length: NOISE_DOTS }, () => noiseDot(random)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_CAPTCHA_WIDTH} ${IMAGE_CAPTCHA_HEIGHT}" width="${IMAGE_CAPTCHA_WIDTH}" height="${IMAGE_CAPTCHA_HEIGHT}">` +
    `<rect width="${IMAGE_CAPTCHA_WIDTH}" height="${IMAGE_CAPTCHA_HEIGHT}" fill="#f4f1e8"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${curves}${glyphs}</g>` +
    dots +
    '</svg>'
  );
}
