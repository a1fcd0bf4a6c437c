import type { Plugin } from 'vite';

/** A stylesheet link Vite writes into the page for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The page with each of its own stylesheets inlined: the first screen's CSS is a few KB, and as
 * files it costs a render-blocking round trip before the prerendered shell can paint. `assets`
 * maps a stylesheet's address to its text; a link to anything else stays. Each inlined one leaves
 * a disabled link to its file, which a browser does not fetch: the loaders of later chunks (Vite's,
 * app-core's) look for a stylesheet link before they fetch a chunk's styles and wait for them, and
 * without it the login page fetched its first screen's own CSS again before it could show (issue 29).
 */
export function inlineStylesheets(html: string, assets: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = assets.get(href);
    return css === undefined
      ? link
      : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
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
