/**
 * A merchant's brand colour in both themes, chosen at build time so that no colour a merchant
 * file names can break WCAG AA: the primary, as text on every surface of its theme, and the text
 * on the primary (--color-on-primary) each keep 4.5:1. Light keeps the merchant's pair where it
 * holds, darkening the primary where it does not; dark keeps the merchant's hue, lightened until
 * it reads on the dark surfaces, with the ink that reads best on it. The surfaces and inks are
 * ui's own (packages/ui/src/tokens.css), read from the file, never copied.
 */

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';
/** How far a colour moves toward white or black per step while looking for contrast. */
const STEP = 0.05;
/** The pressed primary moves this far away from its ink (darker under a light ink, lighter under a dark one). */
const PRESSED_SHIFT = 0.15;
const SURFACES = ['--color-background', '--color-surface', '--color-surface-raised'] as const;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`${hex} is not a hex colour`);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two hex colours, 1 to 21. */
export function contrast(one: string, two: string): number {
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` (0 to 1) of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const start = rgbOf(from);
  const end = rgbOf(to);
  return hexOf(start.map((channel, index) => channel + (end[index]! - channel) * amount) as Rgb);
}

/** The nearest colour on the way to `toward` that keeps AA against every one of `against`. */
function readableOn(colour: string, against: readonly string[], toward: string): string {
  for (let amount = 0; amount <= 1; amount += STEP) {
    const candidate = mix(colour, toward, amount);
    if (against.every((surface) => contrast(candidate, surface) >= AA_CONTRAST)) return candidate;
  }
  return toward;
}

/** The first ink that keeps AA on `background`, else the one with the most contrast. */
function inkOn(background: string, inks: readonly string[]): string {
  return (
    inks.find((ink) => contrast(ink, background) >= AA_CONTRAST) ??
    [...inks].sort((a, b) => contrast(b, background) - contrast(a, background))[0]!
  );
}

/** The custom properties of one rule of tokens.css (`:root` or the dark theme's). */
export function tokensOf(tokensCss: string, selector: ':root' | "[data-theme='dark']"): Record<string, string> {
  const start = tokensCss.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no ${selector} rule`);
  const body = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  return Object.fromEntries(
    [...body.matchAll(/^\s*(--[\w-]+):\s*([^;]+?)\s*(?:!important)?\s*;/gm)].map(([, name, value]) => [name!, value!]),
  );
}

export interface MerchantThemes {
  light: Record<string, string>;
  dark: Record<string, string>;
  /** The dark page's bar colour (its surface, as the top bar's), for `theme-color` where the merchant names none. */
  darkSurface: string;
}

/**
 * The merchant's theme (its file's overrides, at least --color-primary and --color-on-primary) and
 * its dark overrides (`darkTheme`, any of ui's dark tokens; its primary defaults to the light one's
 * hue), with the brand colours each theme wears checked against that theme's surfaces, the
 * merchant's own where it gives them.
 */
export function merchantThemes(theme: Record<string, string>, tokensCss: string, darkTheme: Record<string, string> = {}): MerchantThemes {
  const light = { ...tokensOf(tokensCss, ':root'), ...theme };
  const uiDark = { ...tokensOf(tokensCss, ':root'), ...tokensOf(tokensCss, "[data-theme='dark']") };
  const dark = { ...uiDark, ...darkTheme };
  const brand = theme['--color-primary'] ?? light['--color-primary']!;
  const darkBrand = darkTheme['--color-primary'] ?? brand;
  const surfacesOf = (tokens: Record<string, string>) => SURFACES.map((token) => tokens[token]!);

  const pair = (primary: string, inks: readonly string[]) => {
    const ink = inkOn(primary, inks);
    const pressed = mix(primary, luminance(ink) > luminance(primary) ? BLACK : WHITE, PRESSED_SHIFT);
    return { '--color-primary': primary, '--color-primary-pressed': pressed, '--color-on-primary': ink };
  };
  return {
    light: {
      ...theme,
      ...pair(readableOn(brand, surfacesOf(light), BLACK), [theme['--color-on-primary'] ?? WHITE, WHITE, light['--color-on-surface']!]),
    },
    dark: {
      ...darkTheme,
      ...pair(readableOn(darkBrand, surfacesOf(dark), WHITE), [darkTheme['--color-on-primary'] ?? uiDark['--color-on-primary']!, WHITE]),
    },
    darkSurface: dark['--color-surface']!,
  };
}
