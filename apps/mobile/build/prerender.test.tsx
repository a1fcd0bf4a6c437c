import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { MERCHANTS } from '../merchants';
import { firstScreenScript } from './first-screen-route';
import { themeColoursOf } from './merchant-colours';
import { prerenderedHtml, themeStyle } from './prerender';
import { themeScript } from './theme-script';

const TEMPLATE = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** The markup prerendered into #root. */
function shellOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
}

describe('prerenderedHtml', () => {
  it.each(Object.values(MERCHANTS))("puts $code's language-free shell in #root: the brand's name is its only text", (merchant) => {
    const container = document.createElement('div');
    container.innerHTML = shellOf(prerenderedHtml(TEMPLATE, merchant));
    expect(container.textContent).toBe(merchant.name);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(merchant.logo);
    // Home's banner box and the login page's head both hold the merchant's artwork.
    expect(container.querySelector('.shell-banners__box img')?.getAttribute('src')).toBe(merchant.artwork);
    expect(container.querySelector('.first-screen__login .shell-artwork img')?.getAttribute('src')).toBe(merchant.artwork);
    expect(container.querySelector('.first-screen__page .shell-header')).not.toBeNull();
  });

  it('without artwork, leaves the banner box empty and the login page without a head picture', () => {
    const container = document.createElement('div');
    container.innerHTML = shellOf(prerenderedHtml(TEMPLATE, { ...MERCHANTS.demo!, artwork: undefined }));
    expect(container.querySelector('.shell-banners__box')?.children).toHaveLength(0);
    expect(container.querySelector('.shell-artwork')).toBeNull();
  });

  it("puts the merchant's tokens, the theme's script and the first screen's in the head, so the first paint wears its colours and theme and fits its address", () => {
    const html = prerenderedHtml(TEMPLATE, MERCHANTS.demo!);
    expect(html).toMatch(
      /<style>html:root\{--color-primary:#b3261e;[^}]*--color-on-primary:#ffffff[^}]*\}html:root\[data-theme=dark\]\{--color-primary:#[0-9a-f]{6}!important;[^}]*\}<\/style><script>/,
    );
    expect(html).toContain(
      `<script>${themeScript(themeColoursOf(MERCHANTS.demo!))}</script><script>${firstScreenScript()}</script></head>`,
    );
  });

  it('refuses a page without an empty #root rather than shipping it without the shell', () => {
    expect(() => prerenderedHtml('<body><main></main></body>', MERCHANTS.demo!)).toThrow(/no <div id="root"><\/div>/);
  });
});

describe('themeStyle', () => {
  it('takes custom properties only and keeps a value from closing the rule or the style element', () => {
    expect(themeStyle({ color: 'red', '--a': '#fff}</style><script>' })).toBe('<style>html:root{--a:#fff/stylescript}</style>');
    expect(themeStyle({})).toBe('');
  });

  it("makes the light overrides outrank ui's light tokens only, and the dark ones ui's dark tokens (which outrank the light overrides)", () => {
    expect(themeStyle({ '--color-primary': '#b3261e', '--radius-md': '2px' }, { '--color-on-primary': '#0b1220' })).toBe(
      '<style>html:root{--color-primary:#b3261e;--radius-md:2px}html:root[data-theme=dark]{--color-on-primary:#0b1220!important}</style>',
    );
  });
});

describe("the app's root over the prerendered shell", () => {
  it('leaves the shell on screen until the first render, which replaces it whole, without an error', () => {
    const container = document.createElement('div');
    container.innerHTML = shellOf(prerenderedHtml(TEMPLATE, MERCHANTS.demo!));
    document.body.append(container);
    const shell = container.innerHTML;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error');
    const root = createRoot(container);
    expect(container.innerHTML).toBe(shell);
    act(() => root.render(<h1>App</h1>));
    expect(container.innerHTML).toBe('<h1>App</h1>');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
