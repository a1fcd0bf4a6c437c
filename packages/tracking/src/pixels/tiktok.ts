import type { TrackedEventName } from '../events';
import type { PixelAdapter } from './types';

type Ttq = unknown[][] & Record<string, (...args: unknown[]) => void>;
type TikTokWindow = Window & { ttq?: Ttq; TiktokAnalyticsObject?: string };

/** The calls the page makes before the SDK arrives; each is queued as [method, ...args] for it. */
const QUEUED_METHODS = ['page', 'track', 'identify', 'holdConsent', 'grantConsent', 'revokeConsent'];

const STANDARD: Partial<Record<TrackedEventName, string>> = {
  register: 'CompleteRegistration',
  firstDeposit: 'CompletePayment',
  deposit: 'CompletePayment',
  redeposit: 'CompletePayment',
  depositSubmit: 'InitiateCheckout',
  viewContent: 'ViewContent',
  downloadApp: 'Download',
};

const ttq = (method: string, ...args: unknown[]) => (window as TikTokWindow).ttq?.[method]?.(...args);

/** TikTok pixel: `ttq`, consent with `holdConsent()` then `grantConsent()`, deduplication by `event_id`, the member matched by a hashed `external_id` only. */
export const tiktokPixel: PixelAdapter = {
  prepare(_id, consentHeld) {
    const w = window as TikTokWindow;
    if (!w.ttq) {
      const queue = [] as unknown as Ttq;
      for (const method of QUEUED_METHODS) queue[method] = (...args: unknown[]) => void queue.push([method, ...args]);
      w.TiktokAnalyticsObject = 'ttq';
      w.ttq = queue;
    }
    if (consentHeld) ttq('holdConsent');
    ttq('page');
  },
  scriptUrl: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
  grant: () => ttq('grantConsent'),
  // TikTok requires external_id hashed with SHA-256.
  identify: (_id, matchKey) => ttq('identify', { external_id: matchKey }),
  track({ name, properties, eventID }) {
    ttq('track', STANDARD[name] ?? name, properties, { event_id: eventID });
  },
};
