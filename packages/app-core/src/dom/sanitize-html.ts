import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { webAddress } from '../web-address';
import { withoutToken } from '../without-token';

/** Marks each link the sanitiser keeps with where it leads, so a click is handled without reading the address again. */
export const LINK_KIND_ATTRIBUTE = 'data-link';
/** A page of the app (routed in the tab), the web (a new tab), or the device's mail or phone app. */
export type LinkKind = 'internal' | 'external' | 'device';

export interface SanitizeOptions {
  /** Hosts whose frames (https only) may stay, a merchant's video host say; none by default. */
  frameHosts?: readonly string[];
  /** The app's origin, against which links are read; the page's by default. */
  origin?: string;
}

/** The app's pages live under this path on its origin; any other path there is not the app's. */
const APP_PREFIX = '/m';
/** Links that open the device's own mail or phone app: kept, in the same tab. */
const DEVICE_SCHEMES = ['mailto:', 'tel:'];
/** The elements a player follows by a tap; each goes through the one link rule below. */
const LINK_TAGS = ['A', 'AREA'];
/** Addresses that would take the page (or the native webview) somewhere on any element that is not a link. */
const ADDRESS_ATTRIBUTES = ['href', 'xlink:href', 'action', 'formaction', 'ping', 'target', 'background'];
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'object', 'embed', 'base', 'meta', 'link'];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'action', 'ping', 'target'];
// A new tab opened from server HTML cannot reach back into the page, nor learn where it came from.
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
/** Marks, for the pass after DOMPurify, a link whose address was refused: its words stay, as text. */
const REFUSED = 'data-refused-link';

interface KeptLink {
  href: string;
  kind: LinkKind;
}

/**
 * Where a link in server HTML leads, read once for every page that shows server HTML: a page of
 * the app (a `/m` path on this origin) keeps its path, without any session token; a web address
 * opens in a new tab without it; mail and phone go to the device; anything else (javascript:,
 * data:, an empty address or bare fragment that would read as the site's root) is no link at all.
 */
function keptLink(raw: string, origin: string): KeptLink | null {
  // An empty address or a bare fragment would read as the site's root: neither leads anywhere the server meant.
  if (raw.trim() === '' || raw.trim().startsWith('#')) return null;
  const device = DEVICE_SCHEMES.find((scheme) => raw.trim().toLowerCase().startsWith(scheme));
  if (device) return { href: raw.trim(), kind: 'device' };
  const url = webAddress(raw, { base: origin, plainHttp: true });
  if (!url) return null;
  const clean = withoutToken(url);
  if (clean.origin === origin && (clean.pathname === APP_PREFIX || clean.pathname.startsWith(`${APP_PREFIX}/`))) {
    return { href: `${clean.pathname}${clean.search}${clean.hash}`, kind: 'internal' };
  }
  return { href: clean.toString(), kind: 'external' };
}

let purifier: Purifier | null = null;
// The call under way: hooks are the instance's, so they read the options of the one synchronous sanitize running.
let current: Required<SanitizeOptions> = { frameHosts: [], origin: '' };

function frameAllowed(src: string | null): boolean {
  const url = webAddress(src);
  return url !== null && current.frameHosts.includes(url.hostname);
}

function keepLink(node: Element): void {
  // DOMPurify has already taken away an address it found unsafe (javascript:, say): that too is refused.
  const kept = keptLink(node.getAttribute('href') ?? '', current.origin);
  for (const name of ADDRESS_ATTRIBUTES) node.removeAttribute(name);
  if (!kept) {
    node.setAttribute(REFUSED, '');
    return;
  }
  node.setAttribute('href', kept.href);
  node.setAttribute(LINK_KIND_ATTRIBUTE, kept.kind);
  if (kept.kind === 'external') for (const [name, value] of Object.entries(NEW_TAB)) node.setAttribute(name, value);
}

/** Our own instance, made on first use (never at import), so its hooks touch no one else's DOMPurify. */
function instance(): Purifier {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !frameAllowed((node as Element).getAttribute('src'))) node.parentNode?.removeChild(node);
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify keeps data: addresses on images; server HTML has no use for them.
    for (const name of ['src', 'poster']) {
      if (node.getAttribute(name)?.trim().toLowerCase().startsWith('data:')) node.removeAttribute(name);
    }
    // The server's own marks would pass for ours.
    node.removeAttribute(LINK_KIND_ATTRIBUTE);
    node.removeAttribute(REFUSED);
    if (LINK_TAGS.includes(node.nodeName)) keepLink(node);
    else for (const name of ADDRESS_ATTRIBUTES) node.removeAttribute(name);
  });
  purifier = made;
  return made;
}

/** A refused link keeps its words as plain text; a refused image-map area has none, so it goes. */
function unwrapRefused(body: Element): void {
  for (const node of [...body.querySelectorAll(`[${REFUSED}]`)]) {
    if (node.nodeName === 'A') node.replaceWith(...node.childNodes);
    else node.remove();
  }
}

/**
 * Server HTML (announcements, promotions, help, messages, the maintenance description, referral
 * sections) made safe for the page: no script, event handler, style, form, SVG or MathML; no
 * `javascript:` or `data:` address; frames only from `frameHosts`; every link (`<a>` and image-map
 * `<area>`) read by one rule and marked with where it leads (`data-link`), and no other element
 * left with an address that navigates. The one place the app sanitises and reads links, so every
 * feature that shows server HTML keeps the same rules.
 */
export function sanitizeHtml(html: string, { frameHosts = [], origin = window.location.origin }: SanitizeOptions = {}): string {
  current = { frameHosts, origin };
  const body = instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: frameHosts.length > 0 ? ['iframe'] : [],
    FORBID_TAGS,
    FORBID_ATTR,
    RETURN_DOM: true,
  }) as HTMLElement;
  unwrapRefused(body);
  return body.innerHTML;
}
