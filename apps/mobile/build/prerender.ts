import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { FirstScreenShell } from '../src/first-screen/FirstScreenShell';
import type { MerchantFile } from '../merchants/types';
import { firstScreenScript } from './first-screen-route';
import { merchantThemesOf, themeColoursOf } from './merchant-colours';
import { themeScript } from './theme-script';

const EMPTY_ROOT = '<div id="root"></div>';

function declarations(tokens: Record<string, string>, important: boolean): string {
  return Object.entries(tokens)
    .filter(([name]) => name.startsWith('--'))
    .map(([name, value]) => `${name}:${value.replace(/[<>{};]/g, '')}${important ? '!important' : ''}`)
    .join(';');
}

/**
 * The merchant's design tokens as rules, so the first paint already wears its colours (only custom
 * properties, as applyThemeOverrides takes). The cascade, whatever order the stylesheets load in:
 * the light overrides (`html:root`) outrank ui's `:root` by specificity, and ui's dark tokens
 * (`[data-theme='dark']`, !important) outrank them on the dark page, where the merchant's dark
 * overrides (`html:root[data-theme=dark]`, !important) outrank ui's in turn. So light overrides
 * never reach the dark page, and dark ones never the light page.
 */
export function themeStyle(light: Record<string, string>, dark: Record<string, string> = {}): string {
  const lightRule = declarations(light, false);
  const darkRule = declarations(dark, true);
  const rules = [lightRule ? `html:root{${lightRule}}` : '', darkRule ? `html:root[data-theme=dark]{${darkRule}}` : ''].join('');
  return rules ? `<style>${rules}</style>` : '';
}

/**
 * index.html with the first screens' language-free shell in #root, and in the head the merchant's
 * tokens, the script that puts on the chosen theme (build/theme-script.ts) and the one that picks
 * which screen the address shows (build/first-screen-route.ts; the policy allows both by their
 * hashes, build/security-headers.ts).
 */
export function prerenderedHtml(html: string, merchant: MerchantFile): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  const themes = merchantThemesOf(merchant);
  const shell = renderToString(createElement(FirstScreenShell, { logo: merchant.logo, name: merchant.name, artwork: merchant.artwork }));
  return html
    .replace(
      '</head>',
      `${themeStyle(themes.light, themes.dark)}<script>${themeScript(themeColoursOf(merchant))}</script><script>${firstScreenScript()}</script></head>`,
    )
    .replace(EMPTY_ROOT, `<div id="root">${shell}</div>`);
}

/** Paints the brand, the artwork and skeletons from the HTML itself, before the app's scripts run; the app's first render replaces it (main.tsx). */
export function prerenderPlugin(merchant: MerchantFile): Plugin {
  return { name: 'prerender-first-screen', transformIndexHtml: (html) => prerenderedHtml(html, merchant) };
}
