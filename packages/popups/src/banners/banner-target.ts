import type { Banner } from '../server-data/banners';
import { PATHS, REDIRECT_QUERY, webAddress, withoutToken } from '@lotto/app-core';

/** Where a tap on a banner leads: a page of the app, an address outside it, or nowhere. */
export type BannerTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/** Ours: the lottery lanes (spec 001 §9's vendor ordinals); a game banner of these needs a login. */
const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT', 'SEA_LOTT', 'VIETNAM_LOTTO'];
const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA'];
const APP_PREFIX = '/m';
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function isLotteryBanner(banner: Banner): boolean {
  return (
    banner.linkageType === 'G' && (LOTTERY_GAME_TYPES.includes(banner.gameType ?? '') || LOTTERY_VENDORS.includes(banner.vendor ?? ''))
  );
}

/** A URL linkage: in the app when it starts with /m, else an address outside (https when it names no scheme); only web addresses leave. */
function addressTarget(link: string): BannerTarget {
  if (link === APP_PREFIX || link.startsWith(`${APP_PREFIX}/`) || link.startsWith(`${APP_PREFIX}?`))
    return { kind: 'internal', path: link };
  const absolute = SCHEME.test(link) ? link : `https://${link.replace(/^\/+/, '')}`;
  // A page opened outside, carrying nothing of the player's: plain http is the merchant's choice.
  const url = webAddress(absolute, { plainHttp: true });
  // A session token never leaves the app in an address, whoever put it there.
  return url ? { kind: 'external', url: withoutToken(url).toString() } : { kind: 'none' };
}

function gameTarget(banner: Banner): string {
  const query = new URLSearchParams();
  if (banner.vendor) query.set('vendor', banner.vendor);
  if (banner.linkage) query.set('code', banner.linkage);
  return `${PATHS.launchGame}?${query.toString()}`;
}

/**
 * Spec 001 §2, banner click routing: P opens the promotion (`/m/activity?id=`), G the game
 * (`/m/launchGame`), a lottery game only after a login (`/m/login`, then back); URL routes a
 * `/m` path inside the app and any other link outside it. No linkage type: not clickable.
 */
export function bannerTarget(banner: Banner, loggedIn: boolean): BannerTarget {
  const link = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'P': {
      const id = banner.redirectPromotionId ?? link;
      return id === '' ? { kind: 'none' } : { kind: 'internal', path: `${PATHS.activity}?id=${encodeURIComponent(String(id))}` };
    }
    case 'G': {
      const path = gameTarget(banner);
      if (isLotteryBanner(banner) && !loggedIn) {
        return { kind: 'internal', path: `${PATHS.login}?${new URLSearchParams({ [REDIRECT_QUERY]: path }).toString()}` };
      }
      return { kind: 'internal', path };
    }
    case 'URL':
      return link === '' ? { kind: 'none' } : addressTarget(link);
    default:
      return { kind: 'none' };
  }
}
