import { useMemo, type MouseEvent } from 'react';
import { sanitizeHtml, type KeptLink } from './dom/sanitize-html';
import { withoutToken } from './without-token';

/** Marks each link the sanitiser keeps, so a click on it is handled without reading the address again. */
const LINK_KIND_ATTRIBUTE = 'data-link';
type LinkKind = 'internal' | 'external';

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

/** An app link stays in the tab for the page to route; any other opens in a new one, without the token. */
function routedLink(href: string): KeptLink | null {
  const link = classifyLink(href, window.location.origin);
  if (!link) return null;
  return { href: link.target, newTab: link.kind === 'external', attributes: { [LINK_KIND_ATTRIBUTE]: link.kind } };
}

/** Server HTML made safe for the page, its links marked internal or external for the page to intercept. */
export function sanitizeLinkedHtml(html: string, frameHosts: readonly string[] = []): string {
  return sanitizeHtml(html, { link: routedLink, frameHosts });
}

interface LinkedHtmlProps {
  html: string;
  className?: string;
  /** A link into the app: the app goes there (an announcement closes first). */
  onInternalLink: (path: string) => void;
  /** A link out of the app: opened outside it (a new tab, or the native app's browser). */
  onExternalLink: (url: string) => void;
}

/**
 * Server HTML (an announcement, a promotion's content, check-in rules), sanitised before it
 * reaches the DOM, with its links intercepted both ways: the announcement popup and the promotion
 * pages route them alike.
 */
export function LinkedHtml({ html, className, onInternalLink, onExternalLink }: LinkedHtmlProps) {
  const safe = useMemo(() => ({ __html: sanitizeLinkedHtml(html) }), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.(`a[${LINK_KIND_ATTRIBUTE}]`);
    if (!link) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '';
    if (link.getAttribute(LINK_KIND_ATTRIBUTE) === 'internal') onInternalLink(href);
    else onExternalLink(href);
  };
  // The links inside are real anchors, reachable by keyboard; the click is handled here for all of them.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={safe} />;
}
