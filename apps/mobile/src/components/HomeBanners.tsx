import { lazy, Suspense, useEffect, useState } from 'react';
import type { Banner } from '@lotto/api-client';
import { homeBanners, takeEarlyBanners } from '../app/early-banners';
import { useAppDispatch } from '../app/hooks';
import { whenSettled } from '../app/when-settled';

const BannerCarousel = lazy(() => import('../app/home-late'));

/**
 * Home's banners. The first paint shows the first banner as a plain sized image, fetched with
 * high priority, in the 5:2 box the stylesheet keeps from the start; once the page has settled
 * the carousel (swipe, autoplay, pause, "slide n of m") loads and takes over in the same box.
 */
export function HomeBanners() {
  const dispatch = useAppDispatch();
  const [banners, setBanners] = useState<Banner[]>();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void (takeEarlyBanners() ?? dispatch((_, __, { api }) => homeBanners(api))).then(setBanners);
    return whenSettled(() => setSettled(true));
  }, [dispatch]);
  const first = banners?.[0];
  const plain = (
    <div className="shell-banners__box">
      {first ? (
        <img className="shell-banners__image" src={first.url} alt={first.title ?? ''} width="750" height="300" fetchPriority="high" />
      ) : null}
    </div>
  );
  if (banners?.length === 0) return null;
  return (
    <div className="shell-banners">
      {settled && banners ? (
        <Suspense fallback={plain}>
          <BannerCarousel banners={banners} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
