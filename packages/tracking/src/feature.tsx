import type { FeatureDescriptor } from '@lotto/app-core';
import { storedConsent } from './consent';
import { TRACKING_NAMESPACE, trackingMessages } from './locales';
import { PixelConsentBanner } from './PixelConsentBanner';
import { startMerchantPixels, startTracking } from './start-tracking';
import type { Tracker } from './tracker';
import { credentialPageGate } from './pixels/credential-page-gate';

/**
 * Starts the event client (click ids, firstOpen, the upload of events an earlier visit left),
 * then the merchant's pixels as soon as its settings are known, asking the player first (in a
 * root of its own) where the merchant requires it, and keeps them off the credential pages. The home-screen install raises a2hsInstalled:
 * the browser's own event is the only sign the web app gets of it. Returns the client, which the
 * shell hands the events raised before tracking started.
 */
export const trackingFeature: FeatureDescriptor<Record<never, never>, void, Tracker> = {
  texts: { [TRACKING_NAMESPACE]: trackingMessages },
  slices: {},
  start({ store, api, mount, navigation }) {
    const client = startTracking({
      api,
      context: () => {
        const { session, common } = store.getState();
        return { customerName: session.info?.userName, customerId: session.info?.id, currency: common.currency };
      },
    });
    window.addEventListener('appinstalled', () => client.track('a2hsInstalled'));
    let member = store.getState().session.info?.id;
    store.subscribe(() => {
      const now = store.getState().session.info?.id;
      if (now === member) return;
      member = now;
      client.sessionChanged();
    });
    const consent = storedConsent();
    const pixelsWhenReady = () => {
      if (store.getState().common.status !== 'ready') return false;
      if (startMerchantPixels(client, store.getState().common.analytics, consent, credentialPageGate(navigation)).askConsent)
        mount(<PixelConsentBanner consent={consent} />);
      return true;
    };
    if (!pixelsWhenReady()) {
      const stop = store.subscribe(() => {
        if (pixelsWhenReady()) stop();
      });
    }
    return client;
  },
};
