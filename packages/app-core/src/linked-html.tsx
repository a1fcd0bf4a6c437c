import { useMemo, type MouseEvent } from 'react';
import { LINK_KIND_ATTRIBUTE, sanitizeHtml, type LinkKind } from './dom/sanitize-html';

interface LinkedHtmlProps {
  html: string;
  className?: string;
  /** A link into the app: the app goes there (an announcement closes first). */
  onInternalLink: (path: string) => void;
  /** A link out of the app: opened outside it (a new tab, or the native app's browser). */
  onExternalLink: (url: string) => void;
}

/**
 * Server HTML (an announcement, a promotion's content, check-in rules, a help section, a message),
 * sanitised before it reaches the DOM by the one sanitiser, which has already read and marked each
 * link: this only routes the taps. Mail and phone links are left to the device.
 */
export function LinkedHtml({ html, className, onInternalLink, onExternalLink }: LinkedHtmlProps) {
  const safe = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.(`[${LINK_KIND_ATTRIBUTE}]`);
    const kind = link?.getAttribute(LINK_KIND_ATTRIBUTE) as LinkKind | undefined;
    const href = link?.getAttribute('href');
    if (!href || (kind !== 'internal' && kind !== 'external')) return;
    event.preventDefault();
    if (kind === 'internal') onInternalLink(href);
    else onExternalLink(href);
  };
  // The links inside are real anchors, reachable by keyboard; the click is handled here for all of them.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={safe} />;
}
