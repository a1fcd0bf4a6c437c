import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { FirstScreenShell } from '../src/first-screen/FirstScreenShell';
import type { MerchantFile } from '../merchants/types';
import { firstScreenScript } from './first-screen-route';
import { merchantThemes } from './merchant-theme';

const EMPTY_ROOT = '<div id="root"></div>';

/** ui's design tokens, whose surfaces the merchant's colours are checked against. */
const TOKENS_CSS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/ui/src/tokens.css');

/** The brand colours build/merchant-theme.ts chose: they outrank the merchant file's own, which the app also sets inline. */
const CHOSEN = new Set(['--color-primary', '--color-primary-pressed', '--color-on-primary']);

function declarations(tokens: Record<string, string>, important: (name: string) => boolean): string {
  return Object.entries(tokens)
    .filter(([name]) => name.startsWith('--'))
    .map(([name, value]) => `${name}:${value.replace(/[<>{};]/g, '')}${important(name) ? '!important' : ''}`)
    .join(';');
}

/**
 * The merchant's design tokens as rules, so the first paint already wears its colours (only custom
 * properties, as applyThemeOverrides takes): the light page's, and the dark page's brand colours,
 * which outrank ui's dark defaults (`[data-theme='dark']`, also !important) by specificity.
 */
export function themeStyle(light: Record<string, string>, dark: Record<string, string> = {}): string {
  const lightRule = declarations(light, (name) => CHOSEN.has(name));
  const darkRule = declarations(dark, () => true);
  const rules = [lightRule ? `:root{${lightRule}}` : '', darkRule ? `:root[data-theme=dark]{${darkRule}}` : ''].join('');
  return rules ? `<style>${rules}</style>` : '';
}

/** The merchant's colours for both themes, kept to WCAG AA against ui's surfaces (build/merchant-theme.ts). */
function merchantStyle(merchant: MerchantFile): string {
  const { light, dark } = merchantThemes(merchant.theme, readFileSync(TOKENS_CSS, 'utf8'));
  return themeStyle(light, dark);
}

/**
 * index.html with the first screens' language-free shell in #root, and in the head the merchant's
 * tokens and the script that picks which screen the address shows (build/first-screen-route.ts;
 * the policy allows it by its hash, build/security-headers.ts).
 */
export function prerenderedHtml(html: string, merchant: MerchantFile): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  const shell = renderToString(createElement(FirstScreenShell, { logo: merchant.logo, name: merchant.name, artwork: merchant.artwork }));
  return html
    .replace('</head>', `${merchantStyle(merchant)}<script>${firstScreenScript()}</script></head>`)
    .replace(EMPTY_ROOT, `<div id="root">${shell}</div>`);
}

/** Paints the brand, the artwork and skeletons from the HTML itself, before the app's scripts run; main.tsx hydrates it. */
export function prerenderPlugin(merchant: MerchantFile): Plugin {
  return { name: 'prerender-first-screen', transformIndexHtml: (html) => prerenderedHtml(html, merchant) };
}
