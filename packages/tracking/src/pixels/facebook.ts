import type { TrackedEventName } from '../events';
import type { PixelAdapter } from './types';

type Fbq = ((...args: unknown[]) => void) & {
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
};
type FacebookWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

/** Meta's standard events for ours; the others go as custom events under their own names. */
const STANDARD: Partial<Record<TrackedEventName, string>> = {
  register: 'CompleteRegistration',
  firstDeposit: 'Purchase',
  deposit: 'Purchase',
  redeposit: 'Purchase',
  depositSubmit: 'InitiateCheckout',
  viewContent: 'ViewContent',
};

const fbq = (...args: unknown[]) => (window as FacebookWindow).fbq?.(...args);

/**
 * Meta (Facebook) pixel: `fbq`, consent with `fbq('consent', 'revoke' | 'grant')`, deduplication by
 * `eventID`, the member matched by a hashed `external_id` only.
 */
export const facebookPixel: PixelAdapter = {
  prepare(id, consentHeld) {
    const w = window as FacebookWindow;
    if (!w.fbq) {
      const queued = ((...args: unknown[]) => {
        if (queued.callMethod) queued.callMethod(...args);
        else queued.queue.push(args);
      }) as Fbq;
      Object.assign(queued, { queue: [], loaded: true, version: '2.0' });
      w.fbq = w._fbq = queued;
    }
    if (consentHeld) fbq('consent', 'revoke');
    // Automatic events read buttons and forms on every page; the app raises its own events.
    fbq('set', 'autoConfig', false, id);
    fbq('init', id);
    fbq('track', 'PageView');
  },
  scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
  grant: () => fbq('consent', 'grant'),
  // Manual advanced matching: user data go as init's third argument; external_id hashed (SHA-256) as Meta recommends.
  identify: (id, matchKey) => fbq('init', id, { external_id: matchKey }),
  track({ name, properties, eventID }) {
    const standard = STANDARD[name];
    fbq(standard ? 'track' : 'trackCustom', standard ?? name, properties, { eventID });
  },
};
