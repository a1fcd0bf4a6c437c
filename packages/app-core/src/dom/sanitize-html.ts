import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** What a kept link becomes: its address, whether it opens in a new tab, and marks for whoever handles its clicks. */
export interface KeptLink {
  href: string;
  newTab: boolean;
  attributes?: Readonly<Record<string, string>>;
}

export interface SanitizeOptions {
  /**
   * Decides each link by its address as written: kept (as returned) or null, which leaves the
   * text without an address. By default a link is kept as it is and opens in a new tab.
   */
  link?: (href: string) => KeptLink | null;
  /** Hosts whose frames (https only) may stay, a merchant's video host say; none by default. */
  frameHosts?: readonly string[];
}

const URI_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster'];
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'object', 'embed', 'base', 'meta', 'link'];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'action'];
// A new tab opened from server HTML cannot reach back into the page, nor learn where it came from.
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

const asWritten = (href: string): KeptLink => ({ href, newTab: true });

let purifier: Purifier | null = null;
// The call under way: hooks are the instance's, so they read the options of the one synchronous sanitize running.
let current: Required<SanitizeOptions> = { link: asWritten, frameHosts: [] };

function frameAllowed(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && current.frameHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

function keepLink(node: Element): void {
  const href = node.getAttribute('href');
  // DOMPurify has already taken away an address it found unsafe (javascript:, say).
  if (href === null) return;
  const kept = current.link(href);
  if (!kept) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('href', kept.href);
  for (const [name, value] of Object.entries({ ...(kept.newTab ? NEW_TAB : {}), ...kept.attributes })) node.setAttribute(name, value);
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
    for (const name of URI_ATTRIBUTES) {
      if (node.getAttribute(name)?.trim().toLowerCase().startsWith('data:')) node.removeAttribute(name);
    }
    if (node.nodeName === 'A') keepLink(node);
  });
  purifier = made;
  return made;
}

/**
 * Server HTML (announcements, the maintenance description) made safe for the page: no script,
 * event handler, style, form, SVG or MathML; no `javascript:` or `data:` address; frames only
 * from `frameHosts`; each link as `link` decides. The one place the app sanitises, so every
 * feature that shows server HTML keeps the same rules.
 */
export function sanitizeHtml(html: string, { link = asWritten, frameHosts = [] }: SanitizeOptions = {}): string {
  current = { link, frameHosts };
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: frameHosts.length > 0 ? ['iframe'] : [],
    FORBID_TAGS,
    FORBID_ATTR,
  });
}
