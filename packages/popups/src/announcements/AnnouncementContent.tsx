import { useMemo, type MouseEvent } from 'react';
import { LINK_KIND_ATTRIBUTE, sanitizeContent } from './sanitize-content';

interface AnnouncementContentProps {
  html: string;
  /** A link into the app: the popup closes and the app goes there. */
  onInternalLink: (path: string) => void;
  /** A link out of the app: opened outside it (a new tab, or the native app's browser). */
  onExternalLink: (url: string) => void;
}

/** An announcement's HTML, sanitised before it reaches the DOM, with its links intercepted both ways. */
export function AnnouncementContent({ html, onInternalLink, onExternalLink }: AnnouncementContentProps) {
  const safe = useMemo(() => ({ __html: sanitizeContent(html) }), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.(`a[${LINK_KIND_ATTRIBUTE}]`);
    if (!link) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '';
    if (link.getAttribute(LINK_KIND_ATTRIBUTE) === 'internal') onInternalLink(href);
    else onExternalLink(href);
  };
  // The links inside are real anchors, reachable by keyboard; the click is handled here for all of them.
  return <div className="popups-announcement__content" onClick={onClick} dangerouslySetInnerHTML={safe} />;
}
