import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { withoutToken } from '@lotto/app-core';

/** Marks each link the sanitiser keeps, so a click on it is handled without reading the address again. */
export const LINK_KIND_ATTRIBUTE = 'data-link';
export type LinkKind = 'internal' | 'external';

const APP_PREFIX = '/m';
const WEB_SCHEMES = ['http:', 'https:'];
const URI_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster'];

/** Hosts whose frames an announcement may embed (a merchant's video host, say); none by default. */
let allowedFrameHosts: readonly string[] = [];
let purifier: Purifier | null = null;

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

function frameAllowed(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && allowedFrameHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

/** Our own instance, made on first use (never at import), so its hooks never touch another package's sanitising. */
function instance(): Purifier {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !frameAllowed((node as Element).getAttribute('src'))) node.parentNode?.removeChild(node);
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify keeps data: addresses on images; announcements have no use for them.
    for (const name of URI_ATTRIBUTES) {
      if (node.getAttribute(name)?.trim().toLowerCase().startsWith('data:')) node.removeAttribute(name);
    }
    if (node.nodeName !== 'A') return;
    const link = classifyLink(node.getAttribute('href') ?? '', window.location.origin);
    if (!link) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', link.target);
    node.setAttribute(LINK_KIND_ATTRIBUTE, link.kind);
    if (link.kind === 'external') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = made;
  return made;
}

/**
 * Announcement HTML made safe for the page (DESIGN.md, Security): no script, event handler,
 * style, form, SVG or MathML; no `javascript:` or `data:` address; frames only from
 * `frameHosts`. Links are marked internal or external for the popup to intercept.
 */
export function sanitizeContent(html: string, frameHosts: readonly string[] = []): string {
  allowedFrameHosts = frameHosts;
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: frameHosts.length > 0 ? ['iframe'] : [],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  });
}
