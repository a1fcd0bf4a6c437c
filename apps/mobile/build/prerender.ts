import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { FirstScreenShell } from '../src/first-screen/FirstScreenShell';
import type { MerchantFile } from '../merchants/types';
import { firstScreenScript } from './first-screen-route';

const EMPTY_ROOT = '<div id="root"></div>';

/** The merchant's design tokens as a rule, so the first paint already wears its colours (only custom properties, as applyThemeOverrides takes). */
export function themeStyle(theme: Record<string, string>): string {
  const tokens = Object.entries(theme)
    .filter(([name]) => name.startsWith('--'))
    .map(([name, value]) => `${name}:${value.replace(/[<>{};]/g, '')}`);
  return tokens.length === 0 ? '' : `<style>:root{${tokens.join(';')}}</style>`;
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
    .replace('</head>', `${themeStyle(merchant.theme)}<script>${firstScreenScript()}</script></head>`)
    .replace(EMPTY_ROOT, `<div id="root">${shell}</div>`);
}

/** Paints the brand, the artwork and skeletons from the HTML itself, before the app's scripts run; main.tsx hydrates it. */
export function prerenderPlugin(merchant: MerchantFile): Plugin {
  return { name: 'prerender-first-screen', transformIndexHtml: (html) => prerenderedHtml(html, merchant) };
}
