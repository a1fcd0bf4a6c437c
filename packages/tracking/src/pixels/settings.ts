import type { AnalyticsSettings } from '@lotto/api-client';
import { PIXEL_VENDORS, type PixelVendor } from './types';

/** Which pixels a merchant uses, with their ids, and whether players are asked first. */
export interface PixelSettings {
  ids: Partial<Record<PixelVendor, string>>;
  consentRequired: boolean;
  /** Script addresses replacing the vendors' own (the simulator serves stand-ins on its origin). */
  scriptUrls: Partial<Record<PixelVendor, string>>;
}

const ID_FIELDS: Record<PixelVendor, keyof AnalyticsSettings> = {
  facebook: 'facebookPixelId',
  tiktok: 'tiktokPixelId',
  kwai: 'kwaiPixelId',
  google: 'gtagId',
};

/** The merchant settings' `analytics` (the platform was seen sending `analytics.gtagId`; the other ids, ours, sit beside it). */
export function pixelSettings(analytics: AnalyticsSettings | null | undefined): PixelSettings {
  const ids: PixelSettings['ids'] = {};
  for (const vendor of PIXEL_VENDORS) {
    const id = analytics?.[ID_FIELDS[vendor]];
    if (typeof id === 'string' && id) ids[vendor] = id;
  }
  return { ids, consentRequired: analytics?.consentRequired === true, scriptUrls: { ...analytics?.scriptUrls } };
}
