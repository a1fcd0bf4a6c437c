import { BANNER_GROUPS, listBanners, type Banner } from '@lotto/popups/banners';

type Api = Parameters<typeof listBanners>[0];

let early: Promise<Banner[]> | null = null;

/** Home's carousel banners; none when the list cannot be had (home then keeps the merchant's artwork, or shows no box without one). */
export async function homeBanners(api: Api): Promise<Banner[]> {
  const result = await listBanners(api);
  return result.success ? (result.value?.banners?.filter((banner) => banner.groupName === BANNER_GROUPS.home) ?? []) : [];
}

/** Starts the first banner's image at once, ahead of the scripts that will show it. */
function preloadImage(url: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The first banner takes the artwork's place in home's box: its list is asked at start, beside the
 * texts, rather than once home has rendered, and its image is preloaded as soon as the list names it.
 */
export function askBannersEarly(api: Api): void {
  early = homeBanners(api).then((banners) => {
    if (banners[0]) preloadImage(banners[0].url);
    return banners;
  });
}

/** The list asked at start, once: a later home asks afresh. */
export function takeEarlyBanners(): Promise<Banner[]> | null {
  const taken = early;
  early = null;
  return taken;
}
