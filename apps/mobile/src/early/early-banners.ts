import { BANNER_GROUPS, listBanners, type Banner } from '@lotto/popups/banners';

type Api = Parameters<typeof listBanners>[0];

/** The list asked at start: the pending answer, and the list itself once it has come. */
export interface EarlyBanners {
  pending: Promise<Banner[]>;
  arrived?: Banner[];
}

let early: EarlyBanners | null = null;

/** Home's carousel banners; none when the list cannot be had (home then keeps the merchant's artwork, or shows no box without one). */
export async function homeBanners(api: Api): Promise<Banner[]> {
  const result = await listBanners(api);
  return result.success ? (result.value?.banners?.filter((banner) => banner.groupName === BANNER_GROUPS.home) ?? []) : [];
}

/**
 * Starts the first banner's image at once, ahead of the scripts that will show it; not again where
 * index.html's start script already has (it preloads the image of the list it asked for).
 */
function preloadImage(url: string) {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (Array.prototype.some.call(links, (link: HTMLLinkElement) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The first banner takes the artwork's place in home's box: its list is asked at start, beside the
 * texts, rather than once home has rendered (and index.html's start script has usually asked it
 * before that: build/early-asks.ts), and its image is preloaded as soon as the list names it. A
 * list that has come by home's first render is there for that render, not one render later.
 */
export function askBannersEarly(api: Api): void {
  const asked: EarlyBanners = {
    pending: homeBanners(api).then((banners) => {
      if (banners[0]) preloadImage(banners[0].url);
      asked.arrived = banners;
      return banners;
    }),
  };
  early = asked;
}

/** The list asked at start, once: a later home asks afresh. */
export function takeEarlyBanners(): EarlyBanners | null {
  const taken = early;
  early = null;
  return taken;
}
