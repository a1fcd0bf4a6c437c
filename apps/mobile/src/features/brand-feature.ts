// Loaded once the page has settled (late-features.ts): the logo is not needed for first paint,
// which shows the merchant file's.
import type { ApiClient } from '@lotto/api-client';
import { brandSlice, logoFound } from '@lotto/app-core/brand-slice';
import { parseAddress, webAddress } from '@lotto/app-core/web-address';
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
  // A malformed CDN address is as good as none: the name is then read against the page, never thrown on.
  const cdn = relative && imageCDN ? parseAddress(imageCDN.endsWith('/') ? imageCDN : `${imageCDN}/`, origin) : null;
  return webAddress(value, { base: cdn ?? origin, plainHttp: true })?.href ?? null;
}

/** Whether the image at an address loads: the browser's own fetch, which the `<img>` then reuses. */
function imageLoads(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = address;
  });
}

/**
 * The brand logo from `/wps/system/templates` (docs/platform-calls.md, the templates call: the
 * status call has none). The merchant file's logo stays until the platform's has loaded, so the
 * logo changes from one picture to the other at once, never through an empty or half-drawn box;
 * a failed call or an image that does not load keeps it: the brand is still right, only not the
 * platform's latest.
 */
export async function startBrandFeature(
  store: AppStore,
  api: ApiClient,
  loads: (address: string) => Promise<boolean> = imageLoads,
): Promise<void> {
  rootReducer.inject(brandSlice);
  const templates = await merchantTemplates(api);
  if (!templates.success) return;
  const logo = logoAddress(templates.value?.image_logo, store.getState().common.imageCDNs[0], window.location.origin);
  if (logo && (await loads(logo))) store.dispatch(logoFound(logo));
}
