import { useMemo, type MouseEvent } from 'react';
import { useTrackedNavigate } from '@lotto/app-core';
import { IN_APP_LINK, safeHtml } from '../server-html';

/**
 * Server HTML (a help section, a message), sanitised; a tap on a link to a page of the app is
 * routed in the tab (the tracked parameters go along), any other link does what its kept address
 * says. The click handler only catches taps bubbling up from those links: the text is not a control.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useTrackedNavigate();
  const safe = useMemo(() => safeHtml(html), [html]);
  const route = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.(`a[${IN_APP_LINK}]`);
    const href = link?.getAttribute('href');
    if (!href || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className={['acct-html', className].filter(Boolean).join(' ')} onClick={route} dangerouslySetInnerHTML={{ __html: safe }} />;
}
