import { PATHS } from '@lotto/app-core/paths';
import { parseAddress, webAddress } from '@lotto/app-core/web-address';
import { REFERRAL_QUERY } from './constants';

/** A domain written with its scheme (`https://promo.example`), as against a bare host name. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
/** A bare host, with a port or a path perhaps: no scheme of another kind (`mailto:`), no credentials. */
const BARE_HOST = /^[^\s/?#@:]+(?::\d+)?(?:[/?#].*)?$/;

/**
 * A promotion domain as the answer gives it, a bare host or an address, made the origin a link
 * can stand on; null for anything that is no web address by app-core's rules (a scheme that runs
 * or embeds, credentials, not a string). A bare host is taken as https; plain http is allowed, as
 * the link carries the referral code and nothing of the session.
 */
export function promotionOrigin(domain: unknown): string | null {
  if (typeof domain !== 'string') return null;
  const written = domain.trim();
  const schemed = HAS_SCHEME.test(written);
  if (!schemed && !BARE_HOST.test(written)) return null;
  const url = webAddress(schemed ? written : `https://${written}`, { plainHttp: true });
  return url && url.hostname !== '' ? url.origin : null;
}

/**
 * The member's invite link (docs/platform-calls.md, referral details): the first usable promotion
 * domain of the answer with `?r=<code>`; without one, the app's own registration page with it.
 * Only the domain's origin is kept (no path, query, fragment), so nothing of the answer's
 * addresses, and never a session token, rides along with the code. Null, never a throw, when not
 * even the app's own origin makes a web address (a page opened from a file or an opaque origin).
 */
export function shareLink(referralCode: string, promotionDomains: readonly unknown[], appOrigin: string): string | null {
  const domain = promotionDomains.map(promotionOrigin).find((origin) => origin !== null);
  const url = domain
    ? parseAddress('/', domain)
    : webAddress(PATHS.register, { base: parseAddress(appOrigin) ?? undefined, plainHttp: true });
  if (!url) return null;
  url.searchParams.set(REFERRAL_QUERY, referralCode);
  return url.toString();
}
