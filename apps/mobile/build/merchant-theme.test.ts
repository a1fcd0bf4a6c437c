import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MERCHANTS } from '../merchants';
import { AA_CONTRAST, contrast, merchantThemes, tokensOf } from './merchant-theme';

const tokensCss = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/ui/src/tokens.css'), 'utf8');
const light = tokensOf(tokensCss, ':root');
const dark = { ...light, ...tokensOf(tokensCss, "[data-theme='dark']") };
const SURFACES = ['--color-background', '--color-surface', '--color-surface-raised'];

function expectReadable(tokens: Record<string, string>, surfaces: Record<string, string>) {
  const primary = tokens['--color-primary']!;
  // The primary button's label, and the primary as text (the current tab, links, chips) on every surface.
  expect(contrast(tokens['--color-on-primary']!, primary)).toBeGreaterThanOrEqual(AA_CONTRAST);
  expect(contrast(tokens['--color-on-primary']!, tokens['--color-primary-pressed']!)).toBeGreaterThanOrEqual(AA_CONTRAST);
  for (const surface of SURFACES)
    expect(contrast(primary, surfaces[surface]!), `${primary} on ${surface}`).toBeGreaterThanOrEqual(AA_CONTRAST);
}

describe('contrast', () => {
  it("is WCAG's ratio", () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(Object.values(MERCHANTS))("$code's brand colours", (merchant) => {
  const themes = merchantThemes(merchant.theme, tokensCss);
  it('keep AA on the light page', () => expectReadable(themes.light, light));
  it('keep AA on the dark page, in the merchant colour rather than ui\u2019s default blue', () => {
    expectReadable(themes.dark, dark);
    expect(themes.dark['--color-primary']).not.toBe(dark['--color-primary']);
  });
});

describe('a colour that would break contrast', () => {
  it.each([
    ['a pale yellow with white text', { '--color-primary': '#ffd500', '--color-on-primary': '#ffffff' }],
    ['a navy with navy text', { '--color-primary': '#0b1a4a', '--color-on-primary': '#111827' }],
    ['a mid grey', { '--color-primary': '#888888', '--color-on-primary': '#ffffff' }],
  ])('is made readable in both themes: %s', (_, theme) => {
    const themes = merchantThemes(theme, tokensCss);
    expectReadable(themes.light, light);
    expectReadable(themes.dark, dark);
  });

  it("keeps a merchant's pair that already reads", () => {
    const themes = merchantThemes({ '--color-primary': '#b3261e', '--color-on-primary': '#ffffff' }, tokensCss);
    expect(themes.light['--color-primary']).toBe('#b3261e');
    expect(themes.light['--color-on-primary']).toBe('#ffffff');
  });
});
