// Home's late part, one chunk: the banner carousel, taking over from the first paint's image
// (HomeBanners) once the page has settled, the notice line (screens/HomeLobby), and the popups
// package, whose feature the shell starts then too (features/popups-feature.ts loads it from here).
// Their code, styles, texts and the sanitiser stay off the first screen.
import '@lotto/popups/styles.css';
import type { Banner } from '@lotto/popups/banners';
import { selectIsLoggedIn, useTrackedNavigate } from '@lotto/app-core';
import { registerNamespace } from '@lotto/i18n';
import { BannerCarousel, NoticeLine, POPUPS_NAMESPACE, popupsMessages } from '@lotto/popups';
import { useAppSelector } from '../store/hooks';

export { popupsFeature } from '@lotto/popups';

registerNamespace(POPUPS_NAMESPACE, popupsMessages);

/** The popups package's carousel with the shell's navigation (tracked query carried) and the session. */
export default function HomeBannerCarousel({ banners }: { banners: Banner[] }) {
  const navigate = useTrackedNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return <BannerCarousel banners={banners} loggedIn={loggedIn} onNavigate={navigate} />;
}

/** The popups package's notice line, a notice's links going through the shell's navigation (tracked query carried). */
export function HomeNoticeLine() {
  const navigate = useTrackedNavigate();
  return <NoticeLine onNavigate={navigate} />;
}
