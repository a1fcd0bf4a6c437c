import type { AnalyticsSettings } from '@lotto/api-client';
import { PIXEL_VENDORS, type PixelVendor } from './types';

/** Which pixels a merchant uses, with their ids, and whether players are asked first. */
export interface PixelSettings {
  ids: Partial<Record<PixelVendor, string>>;
  consentRequired: boolean;
  /** Script addresses on the app's own origin replacing the vendors' own (the simulator serves stand-ins there). */
  scriptUrls: Partial<Record<PixelVendor, string>>;
}

const ID_FIELDS: Record<PixelVendor, keyof AnalyticsSettings> = {
  facebook: 'facebookPixelId',
  tiktok: 'tiktokPixelId',
  kwai: 'kwaiPixelId',
  google: 'gtagId',
};

/**
 * The status answer's script addresses that may stand in for the vendors' own: those on the app's
 * own origin (a first-party copy, as the simulator serves). Any other is dropped and the vendor's
 * fixed address stands: the policy lets the vendors' hosts serve scripts, so an answer naming
 * `https://www.googletagmanager.com/gtm.js?id=…` would otherwise load a tag container of its choosing.
 */
function firstPartyScripts(urls: AnalyticsSettings['scriptUrls'], appOrigin: string): PixelSettings['scriptUrls'] {
  const kept: PixelSettings['scriptUrls'] = {};
  for (const vendor of PIXEL_VENDORS) {
    const raw = urls?.[vendor];
    if (typeof raw !== 'string') continue;
    try {
      if (new URL(raw, appOrigin).origin === appOrigin) kept[vendor] = raw;
    } catch {
      // Not an address: the vendor's own stands.
    }
  }
  return kept;
}

/** The merchant settings' `analytics` (the platform was seen sending `analytics.gtagId`; the other ids, ours, sit beside it). */
export function pixelSettings(analytics: AnalyticsSettings | null | undefined, appOrigin: string = location.origin): PixelSettings {
  const ids: PixelSettings['ids'] = {};
  for (const vendor of PIXEL_VENDORS) {
    const id = analytics?.[ID_FIELDS[vendor]];
    if (typeof id === 'string' && id) ids[vendor] = id;
  }
  return { ids, consentRequired: analytics?.consentRequired === true, scriptUrls: firstPartyScripts(analytics?.scriptUrls, appOrigin) };
}
