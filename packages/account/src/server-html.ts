import { withoutToken } from '@lotto/app-core';
import { sanitizeHtml, type KeptLink } from '@lotto/app-core/sanitize-html';

/** Marks a kept link that leads to a page of the app, so a tap on it is routed in the tab. */
export const IN_APP_LINK = 'data-in-app';

const APP_PREFIX = '/m';
const WEB_SCHEMES = ['http:', 'https:'];
/** Links that open the device's own mail or phone app: kept, in the same tab. */
const DEVICE_SCHEMES = ['mailto:', 'tel:'];

/**
 * A link in server HTML as the account pages keep it: a page of the app (a `/m` path on this
 * origin) is routed in the tab, a web address opens in a new one without any session token, mail
 * and phone links go to the device; anything else loses its address.
 */
export function keptLink(href: string, origin: string): KeptLink | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (DEVICE_SCHEMES.includes(url.protocol)) return { href: url.href, newTab: false };
  if (!WEB_SCHEMES.includes(url.protocol)) return null;
  if (url.origin === origin && (url.pathname === APP_PREFIX || url.pathname.startsWith(`${APP_PREFIX}/`))) {
    return { href: `${url.pathname}${url.search}${url.hash}`, newTab: false, attributes: { [IN_APP_LINK]: '' } };
  }
  return { href: withoutToken(url).toString(), newTab: true };
}

/** Server HTML (help sections, messages) made safe, through the app's one sanitiser. */
export function safeHtml(html: string, origin: string = window.location.origin): string {
  return sanitizeHtml(html, { link: (href) => keptLink(href, origin) });
}
