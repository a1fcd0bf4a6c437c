// Home's banner carousel, taking over from the first paint's image (HomeBanners) once the page has
// settled: its code, styles and texts come from the popups package, off the first screen.
import '@lotto/popups/styles.css';
import type { Banner } from '@lotto/api-client';
import { selectIsLoggedIn, useTrackedNavigate } from '@lotto/app-core';
import { registerNamespace } from '@lotto/i18n';
import { BannerCarousel, POPUPS_NAMESPACE, popupsMessages } from '@lotto/popups';
import { useAppSelector } from '../store/hooks';

registerNamespace(POPUPS_NAMESPACE, popupsMessages);

/** The popups package's carousel with the shell's navigation (tracked query carried) and the session. */
export default function HomeBannerCarousel({ banners }: { banners: Banner[] }) {
  const navigate = useTrackedNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return <BannerCarousel banners={banners} loggedIn={loggedIn} onNavigate={navigate} />;
}
