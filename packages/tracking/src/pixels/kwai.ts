import type { TrackedEventName } from '../events';
import type { PixelAdapter } from './types';

type Kwaiq = unknown[][] & Record<string, (...args: unknown[]) => void>;
type KwaiWindow = Window & { kwaiq?: Kwaiq; KwaiAnalyticsObject?: string };

const STANDARD: Partial<Record<TrackedEventName, string>> = {
  register: 'EVENT_COMPLETE_REGISTRATION',
  firstDeposit: 'EVENT_FIRST_DEPOSIT',
  deposit: 'EVENT_PURCHASE',
  redeposit: 'EVENT_PURCHASE',
  depositSubmit: 'EVENT_ADD_TO_CART',
  viewContent: 'EVENT_CONTENT_VIEW',
  downloadApp: 'EVENT_DOWNLOAD',
};

const kwaiq = (method: string, ...args: unknown[]) => (window as KwaiWindow).kwaiq?.[method]?.(...args);

/**
 * Kwai pixel: `kwaiq`. Kwai has no consent call of its own, so where the merchant requires
 * consent it is simply not loaded before the player grants it (the host's rule for every vendor).
 */
export const kwaiPixel: PixelAdapter = {
  prepare() {
    const w = window as KwaiWindow;
    if (w.kwaiq) return;
    const queue = [] as unknown as Kwaiq;
    for (const method of ['page', 'track']) queue[method] = (...args: unknown[]) => void queue.push([method, ...args]);
    w.KwaiAnalyticsObject = 'kwaiq';
    w.kwaiq = queue;
    kwaiq('page');
  },
  scriptUrl: (id) => `https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=kwaiq`,
  grant: () => undefined,
  track({ name, properties, eventID }) {
    kwaiq('track', STANDARD[name] ?? name, { ...properties, event_id: eventID });
  },
};
