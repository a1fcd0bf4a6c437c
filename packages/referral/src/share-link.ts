import { PATHS } from '@lotto/app-core/paths';
import { REFERRAL_QUERY } from './constants';

const WEB_SCHEMES = ['http:', 'https:'];
/** A domain written with its scheme (`https://promo.example`), as against a bare host name. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
/** A bare host, with a port or a path perhaps: no scheme of another kind (`mailto:`), no credentials. */
const BARE_HOST = /^[^\s/?#@:]+(?::\d+)?(?:[/?#].*)?$/;

/**
 * A promotion domain as the answer gives it, a bare host or an address, made the origin a link
 * can stand on; null for anything that is no web address. A bare host is taken as https.
 */
export function promotionOrigin(domain: string): string | null {
  const written = domain.trim();
  const schemed = HAS_SCHEME.test(written);
  if (!schemed && !BARE_HOST.test(written)) return null;
  try {
    const url = new URL(schemed ? written : `https://${written}`);
    return WEB_SCHEMES.includes(url.protocol) && url.hostname !== '' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The member's invite link (docs/platform-calls.md, referral details): the first usable promotion
 * domain of the answer with `?r=<code>`; without one, the app's own registration page with it.
 * Only the domain's origin is kept (no path, query, fragment or credentials), so nothing of the
 * answer's addresses, and never a session token, rides along with the code.
 */
export function shareLink(referralCode: string, promotionDomains: readonly string[], appOrigin: string): string {
  const domain = promotionDomains.map(promotionOrigin).find((origin) => origin !== null);
  const url = domain ? new URL('/', domain) : new URL(PATHS.register, appOrigin);
  url.searchParams.set(REFERRAL_QUERY, referralCode);
  return url.toString();
}
