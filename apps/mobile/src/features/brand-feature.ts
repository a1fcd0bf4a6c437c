// Loaded once the page has settled (late-features.ts): the logo is not needed for first paint,
// which shows the merchant file's.
import type { ApiClient } from '@lotto/api-client';
import { brandSlice, logoFound } from '@lotto/app-core/brand-slice';
import { merchantTemplates } from '@lotto/install';
import { rootReducer, type AppStore } from '../store/create-store';

/**
 * Where the templates' `image_logo` points: a full http(s) address, a path on this host, or a
 * name under the merchant's first image CDN. Anything else (a `javascript:` or `data:` address,
 * an empty value) is no logo.
 */
export function logoAddress(imageLogo: string | null | undefined, imageCDN: string | undefined, origin: string): string | null {
  const value = imageLogo?.trim();
  if (!value) return null;
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(value) && !value.startsWith('/');
  const base = relative && imageCDN ? new URL(imageCDN.endsWith('/') ? imageCDN : `${imageCDN}/`, origin) : origin;
  try {
    const address = new URL(value, base);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}

/**
 * The brand logo from `/wps/system/templates` (docs/platform-calls.md, the templates call: the
 * status call has none). A failed call keeps the merchant file's logo: the brand is still right,
 * only not the platform's latest.
 */
export async function startBrandFeature(store: AppStore, api: ApiClient): Promise<void> {
  rootReducer.inject(brandSlice);
  const templates = await merchantTemplates(api);
  if (!templates.success) return;
  const logo = logoAddress(templates.value?.image_logo, store.getState().common.imageCDNs[0], window.location.origin);
  if (logo) store.dispatch(logoFound(logo));
}
