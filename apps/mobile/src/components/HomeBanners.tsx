import { lazy, Suspense, useEffect, useState } from 'react';
import type { Banner } from '@lotto/popups/banners';
import merchant from '@merchant';
import { homeBanners, takeEarlyBanners } from '../early/early-banners';
import { useAppDispatch } from '../store/hooks';
import { whenSettled } from '../early/when-settled';
import { MerchantArtwork } from './MerchantArtwork';

const BannerCarousel = lazy(() => import('./home-late'));

/**
 * Home's banners. Until the platform's list arrives the 5:2 box shows the merchant's artwork, as
 * index.html's shell did; then the first banner, as a plain sized image fetched with high
 * priority, in the same box; once the page has settled the carousel (swipe, autoplay, pause,
 * "slide n of m") loads and takes over there. With no banner the artwork stays; a merchant
 * without artwork shows no box then.
 */
export function HomeBanners() {
  const dispatch = useAppDispatch();
  const [early] = useState(takeEarlyBanners);
  const [banners, setBanners] = useState<Banner[] | undefined>(early?.arrived);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!early?.arrived) void (early?.pending ?? dispatch((_, __, { api }) => homeBanners(api))).then(setBanners);
    return whenSettled(() => setSettled(true));
  }, [dispatch, early]);
  const first = banners?.[0];
  const plain = (
    <div className="shell-banners__box">
      {first ? (
        <img className="shell-banners__image" src={first.url} alt={first.title ?? ''} width="750" height="300" fetchPriority="high" />
      ) : merchant.artwork ? (
        <MerchantArtwork src={merchant.artwork} className="shell-banners__image" />
      ) : null}
    </div>
  );
  if (banners?.length === 0 && !merchant.artwork) return null;
  return (
    <div className="shell-banners">
      {settled && banners && banners.length > 0 ? (
        <Suspense fallback={plain}>
          <BannerCarousel banners={banners} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
