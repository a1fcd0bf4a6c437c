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

describe("a merchant's dark overrides (darkTheme)", () => {
  const base = { '--color-primary': '#b3261e', '--color-on-primary': '#ffffff', '--color-surface': '#fff8f0' };

  it('apply on the dark page only, and the light ones on the light page only', () => {
    const themes = merchantThemes(base, tokensCss, { '--color-surface': '#1a0f0f', '--color-muted': '#c0a0a0' });
    expect(themes.light['--color-surface']).toBe('#fff8f0');
    expect(themes.light['--color-muted']).toBeUndefined();
    expect(themes.dark['--color-surface']).toBe('#1a0f0f');
    expect(themes.dark['--color-muted']).toBe('#c0a0a0');
    expect(themes.darkSurface).toBe('#1a0f0f');
  });

  it("keep a dark primary that reads, and lighten one that does not, against the merchant's own dark surfaces", () => {
    const surfaces = { '--color-background': '#000000', '--color-surface': '#0a0a0a', '--color-surface-raised': '#141414' };
    const kept = merchantThemes(base, tokensCss, { ...surfaces, '--color-primary': '#f28b82' });
    expect(kept.dark['--color-primary']).toBe('#f28b82');
    expectReadable(kept.dark, { ...dark, ...surfaces });
    const fixed = merchantThemes(base, tokensCss, { ...surfaces, '--color-primary': '#5a0000' });
    expect(fixed.dark['--color-primary']).not.toBe('#5a0000');
    expectReadable(fixed.dark, { ...dark, ...surfaces });
  });

  it("check the light primary against the merchant's own light surfaces", () => {
    const themes = merchantThemes({ '--color-primary': '#e06666', '--color-background': '#fde7e7' }, tokensCss);
    expectReadable(themes.light, { ...light, '--color-background': '#fde7e7' });
  });

  it("without any, the dark bar is ui's dark surface", () => {
    expect(merchantThemes(base, tokensCss).darkSurface).toBe(dark['--color-surface']);
  });
});
