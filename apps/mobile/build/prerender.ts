import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { FirstScreenShell } from '../src/app/FirstScreenShell';
import type { MerchantFile } from '../merchants/types';

const EMPTY_ROOT = '<div id="root"></div>';

/** The merchant's design tokens as a rule, so the first paint already wears its colours (only custom properties, as applyThemeOverrides takes). */
export function themeStyle(theme: Record<string, string>): string {
  const tokens = Object.entries(theme)
    .filter(([name]) => name.startsWith('--'))
    .map(([name, value]) => `${name}:${value.replace(/[<>{};]/g, '')}`);
  return tokens.length === 0 ? '' : `<style>:root{${tokens.join(';')}}</style>`;
}

/** index.html with the first screen's language-free shell in #root and the merchant's tokens in the head. */
export function prerenderedHtml(html: string, merchant: MerchantFile): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  const shell = renderToString(createElement(FirstScreenShell, { logo: merchant.logo, name: merchant.name }));
  return html.replace('</head>', `${themeStyle(merchant.theme)}</head>`).replace(EMPTY_ROOT, `<div id="root">${shell}</div>`);
}

/** Paints the brand and the banner's box from the HTML itself, before any script runs; main.tsx hydrates it. */
export function prerenderPlugin(merchant: MerchantFile): Plugin {
  return { name: 'prerender-first-screen', transformIndexHtml: (html) => prerenderedHtml(html, merchant) };
}
