import { useTrackedNavigate } from '@lotto/app-core';
import { LinkedHtml } from '@lotto/app-core/linked-html';

const openOutside = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer');

/**
 * The platform's own HTML (a promotion's content, the check-in's and the levels' rules), sanitised,
 * its links into the app routed and the others opened outside. The platform writes it in its own
 * language: its direction follows its first letters, so English rules read left to right on an
 * Urdu page.
 */
export function PlatformHtml({ html }: { html: string }) {
  const navigate = useTrackedNavigate();
  return (
    <div dir="auto">
      <LinkedHtml className="promotions-html" html={html} onInternalLink={(path) => navigate(path)} onExternalLink={openOutside} />
    </div>
  );
}
