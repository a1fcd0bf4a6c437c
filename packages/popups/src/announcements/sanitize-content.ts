import { withoutToken } from '@lotto/app-core';
import { sanitizeHtml, type KeptLink } from '@lotto/app-core/sanitize-html';

/** Marks each link the sanitiser keeps, so a click on it is handled without reading the address again. */
export const LINK_KIND_ATTRIBUTE = 'data-link';
export type LinkKind = 'internal' | 'external';

const APP_PREFIX = '/m';
const WEB_SCHEMES = ['http:', 'https:'];

/** Where a link in server HTML leads, from the page at `origin`: in the app (a /m path), outside it, or nowhere safe. */
export function classifyLink(href: string, origin: string): { kind: LinkKind; target: string } | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (!WEB_SCHEMES.includes(url.protocol)) return null;
  if (url.origin === origin && (url.pathname === APP_PREFIX || url.pathname.startsWith(`${APP_PREFIX}/`))) {
    return { kind: 'internal', target: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', target: withoutToken(url).toString() };
}

/** An app link stays in the tab for the popup to route; any other opens in a new one, without the token. */
function announcementLink(href: string): KeptLink | null {
  const link = classifyLink(href, window.location.origin);
  if (!link) return null;
  return { href: link.target, newTab: link.kind === 'external', attributes: { [LINK_KIND_ATTRIBUTE]: link.kind } };
}

/** Announcement HTML made safe for the page, its links marked internal or external for the popup to intercept. */
export function sanitizeContent(html: string, frameHosts: readonly string[] = []): string {
  return sanitizeHtml(html, { link: announcementLink, frameHosts });
}
