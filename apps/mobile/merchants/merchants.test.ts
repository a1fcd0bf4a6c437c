import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LANGUAGES } from '@lotto/i18n';
import { describe, expect, it } from 'vitest';
import { merchantHtml, merchantManifest } from '../build/merchant-assets';
import { merchantCodes } from '../build/merchant-builds.mjs';
import { MERCHANTS } from './index';

/**
 * A merchant app is the shell plus one merchant file (README, "Add a merchant"): these are what the
 * build and the first screen need of that file, checked for every file in merchants/, so a third
 * merchant's file fails here rather than as a broken build or a blank first screen.
 */
const here = dirname(fileURLToPath(import.meta.url));
const indexHtml = readFileSync(resolve(here, '../index.html'), 'utf8');
/** The design tokens a theme may override (packages/ui/src/tokens.css). */
const designTokens = new Set(
  [...readFileSync(resolve(here, '../../../packages/ui/src/tokens.css'), 'utf8').matchAll(/^\s*(--[\w-]+):/gm)].map(([, token]) => token),
);
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

describe.each(merchantCodes())('merchant file %s', (code) => {
  const merchant = MERCHANTS[code];

  it('is registered in merchants/index.ts under its file name, and its code is its file name', () => {
    expect(merchant, `add ${code} to MERCHANTS in merchants/index.ts`).toBeDefined();
    expect(merchant?.code).toBe(code);
  });

  if (!merchant) return;

  it('has a name and a short name for the page title and the installed app', () => {
    expect(merchant.name.trim()).not.toBe('');
    expect(merchant.shortName.trim()).not.toBe('');
  });

  it('colours the browser bar and the splash with hex colours', () => {
    expect(merchant.themeColor).toMatch(HEX_COLOUR);
    expect(merchant.backgroundColor).toMatch(HEX_COLOUR);
    if (merchant.darkThemeColor !== undefined) expect(merchant.darkThemeColor).toMatch(HEX_COLOUR);
  });

  it('overrides only design tokens that exist, and sets the brand pair the primary button wears', () => {
    expect(Object.keys(merchant.theme).filter((token) => !designTokens.has(token))).toEqual([]);
    expect(Object.keys(merchant.theme)).toEqual(expect.arrayContaining(['--color-primary', '--color-on-primary']));
    for (const value of Object.values(merchant.theme)) expect(value.trim()).not.toBe('');
    const dark = merchant.darkTheme ?? {};
    expect(Object.keys(dark).filter((token) => !designTokens.has(token))).toEqual([]);
    for (const value of Object.values(dark)) expect(value.trim()).not.toBe('');
  });

  it('carries its logo as an inline SVG (the first screen asks for no file; the build draws its PNG icons from it)', () => {
    expect(merchant.logo).toMatch(/^data:image\/svg\+xml,/);
  });

  it('draws its welcome artwork, when it has one, as an inline 5:2 SVG without a word of any language', () => {
    if (!merchant.artwork) return;
    expect(merchant.artwork).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(merchant.artwork.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/viewBox="0 0 750 300"/);
    // The same picture fits every language, so its texts are figures at most (lottery balls' numbers).
    for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) expect(text).toMatch(/^[\d\s]*$/);
  });

  it('offers interface languages the app has, each once', () => {
    expect(merchant.languages.length).toBeGreaterThan(0);
    expect(merchant.languages.filter((language) => !(SUPPORTED_LANGUAGES as readonly string[]).includes(language))).toEqual([]);
    expect(new Set(merchant.languages).size).toBe(merchant.languages.length);
  });

  it('names the captcha vendor hosts as host names, and a Geetest id when it uses v4', () => {
    expect(merchant.vendorHosts.captchaApi.length).toBeGreaterThan(0);
    expect(merchant.vendorHosts.captchaStatic.length).toBeGreaterThan(0);
    for (const host of [...merchant.vendorHosts.captchaApi, ...merchant.vendorHosts.captchaStatic, ...(merchant.vendorHosts.games ?? [])])
      expect(host).toMatch(HOST);
    expect(merchant.vendorHosts.cdn.trim()).not.toBe('');
    if (merchant.captcha?.GEETEST_VERSION === 'v4') expect(merchant.captcha.GEETEST_ID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives a complete identity-provider project, when it has one', () => {
    if (!merchant.identityProvider) return;
    const { apiKey, authDomain, projectId, appId } = merchant.identityProvider;
    for (const value of [apiKey, authDomain, projectId, appId]) expect(value.trim()).not.toBe('');
  });

  it('fills every placeholder of index.html, and its manifest is the installed app it describes', () => {
    expect(merchantHtml(indexHtml, merchant)).not.toMatch(/%[A-Z_]+%/);
    expect(JSON.parse(merchantManifest(merchant))).toMatchObject({
      name: merchant.name,
      short_name: merchant.shortName,
      theme_color: merchant.themeColor,
      background_color: merchant.backgroundColor,
      icons: [
        { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/m/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    expect(merchantHtml(indexHtml, merchant)).toContain(
      '<link rel="apple-touch-icon" sizes="180x180" href="/m/icons/apple-touch-icon.png" />',
    );
  });
});
