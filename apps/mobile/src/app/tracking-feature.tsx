// Loaded once the page has settled (late-features.ts); sign-in's events raised before wait in tracking-events.ts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@lotto/api-client';
import { registerNamespace } from '@lotto/i18n';
import {
  PixelConsentBanner,
  startMerchantPixels,
  startTracking,
  storedConsent,
  TRACKING_NAMESPACE,
  trackingMessages,
  type ConsentStore,
} from '@lotto/tracking';
import type { AppStore } from './create-store';
import { connectTracking } from './tracking-events';

/** The consent question in a root of its own, so the shell's layout carries nothing for it. */
function askConsent(consent: ConsentStore, i18n: I18n): void {
  registerNamespace(TRACKING_NAMESPACE, trackingMessages);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PixelConsentBanner consent={consent} />
      </I18nextProvider>
    </StrictMode>,
  );
}

/**
 * Starts the event client (click ids, firstOpen, the upload of events an earlier visit left),
 * then the merchant's pixels as soon as its settings are known, asking the player first where
 * the merchant requires it. The home-screen install raises a2hsInstalled: the browser's own
 * event is the only sign the web app gets of it.
 */
export function startTrackingFeature(store: AppStore, api: ApiClient, i18n: I18n): void {
  const client = startTracking({
    api,
    context: () => {
      const { session, common } = store.getState();
      return { customerName: session.info?.userName, customerId: session.info?.id, currency: common.currency };
    },
  });
  window.addEventListener('appinstalled', () => client.track('a2hsInstalled'));
  const consent = storedConsent();
  const pixelsWhenReady = () => {
    if (store.getState().common.status !== 'ready') return false;
    if (startMerchantPixels(client, store.getState().common.analytics, consent).askConsent) askConsent(consent, i18n);
    return true;
  };
  if (!pixelsWhenReady()) {
    const stop = store.subscribe(() => {
      if (pixelsWhenReady()) stop();
    });
  }
  connectTracking(client);
}
