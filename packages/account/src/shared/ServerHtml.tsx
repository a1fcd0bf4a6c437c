import { useTrackedNavigate } from '@lotto/app-core';
import { LinkedHtml } from '@lotto/app-core/linked-html';

/** A web address from a help section or a message: a new tab that cannot reach back into this one. */
const openOutside = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer');

/**
 * Server HTML (a help section, a message) through app-core's one sanitiser: a tap on a link to a
 * page of the app is routed in the tab (the tracked parameters go along), a web link opens outside.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useTrackedNavigate();
  return (
    <LinkedHtml
      className={['acct-html', className].filter(Boolean).join(' ')}
      html={html}
      onInternalLink={(path) => navigate(path)}
      onExternalLink={openOutside}
    />
  );
}
