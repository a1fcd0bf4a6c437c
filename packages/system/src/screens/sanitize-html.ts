import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

/**
 * Our own DOMPurify instance, made on first use (never at import), so its link rule does
 * not leak into anyone else's sanitising.
 */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links in server text leave the app: a new tab that cannot reach back into this page.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Server HTML (the maintenance description) made safe for the page (DESIGN.md, Security). */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
