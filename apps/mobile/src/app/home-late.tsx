// Home's late part, one chunk: the banner carousel (taking over from the first paint's image,
// components/HomeBanners) and the popups (started by main.tsx). Both load once the page has
// settled, so their code, styles, texts and the sanitiser stay off the first screen.
import '@lotto/popups/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import type { Banner } from '@lotto/popups/banners';
import { carryTrackedQuery, readSavedTrackedQuery, selectIsLoggedIn, useTrackedNavigate } from '@lotto/app-core';
import { registerNamespace } from '@lotto/i18n';
import { appDownloadOpened } from '@lotto/install';
import { BannerCarousel, PopupsHost, POPUPS_NAMESPACE, popupsMessages, type PopupsShell } from '@lotto/popups';
import type { AppStore } from './create-store';
import type { LateFeatureDeps } from './late-feature-deps';
import { useAppSelector } from './hooks';
import { trackLater } from './tracking-events';

registerNamespace(POPUPS_NAMESPACE, popupsMessages);

/** The popups package's carousel with the shell's navigation (tracked query carried) and the session. */
export default function HomeBannerCarousel({ banners }: { banners: Banner[] }) {
  const navigate = useTrackedNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return <BannerCarousel banners={banners} loggedIn={loggedIn} onNavigate={navigate} />;
}

/**
 * Shows the announcement popup and the welcome images in a root of their own, wired to the shell's
 * navigation: the shell's layout carries nothing for them. The APP_DOWNLOAD go-to button opens the
 * install prompts' app-or-web sheet (late-features starts the prompts first); an item shown raises viewContent.
 */
export function startPopupsFeature(store: AppStore, i18n: I18n, { navigation, environment }: LateFeatureDeps): void {
  const shell: PopupsShell = {
    currentPath: () => navigation.pathname(),
    onPathChange: (listener) => navigation.subscribe(() => listener(navigation.pathname())),
    navigate: (path) => navigation.navigate(carryTrackedQuery(path, window.location.search, { saved: readSavedTrackedQuery() })),
    openOutside: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    environment,
    appDownload: () => store.dispatch(appDownloadOpened()),
    // Spec 001 §7 names viewContent without a place: the announcements and promotions are the
    // content this app shows (the activity pages are not built yet), so an item on screen is one.
    contentViewed: ({ id, promotionType }) =>
      trackLater('viewContent', {
        contentId: id,
        contentType: promotionType ? 'promotion' : 'announcement',
        ...(promotionType ? { promotionType } : {}),
      }),
  };
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <PopupsHost shell={shell} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
