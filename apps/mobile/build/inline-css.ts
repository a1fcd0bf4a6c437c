import type { Plugin } from 'vite';

/** A stylesheet link Vite writes into the page for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The page with each of its own stylesheets inlined: the first screen's CSS is a few KB, and as
 * files it costs a render-blocking round trip before the prerendered shell can paint. `assets`
 * maps a stylesheet's address to its text; a link to anything else stays.
 */
export function inlineStylesheets(html: string, assets: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = assets.get(href);
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Inlines the entry's stylesheets into index.html in a build (the dev server keeps its links). */
export function inlineCssPlugin(): Plugin {
  let base = '/';
  return {
    name: 'inline-first-screen-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const assets = new Map<string, string>();
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.css')) assets.set(`${base}${file.fileName}`, String(file.source));
        }
        return inlineStylesheets(html, assets);
      },
    },
  };
}
