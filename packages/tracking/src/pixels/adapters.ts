import type { PixelAdapter, PixelVendor } from './types';

/** One chunk per vendor: a merchant's page downloads only the pixels it uses. */
export const PIXEL_ADAPTERS: Record<PixelVendor, () => Promise<PixelAdapter>> = {
  facebook: () => import('./facebook').then((m) => m.facebookPixel),
  tiktok: () => import('./tiktok').then((m) => m.tiktokPixel),
  kwai: () => import('./kwai').then((m) => m.kwaiPixel),
  google: () => import('./google-tag').then((m) => m.googleTag),
};
