import type { TrackedEventName } from '../events';
import type { PixelAdapter } from './types';

type GoogleWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const CONSENT_KINDS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
const consent = (state: 'granted' | 'denied') => Object.fromEntries(CONSENT_KINDS.map((kind) => [kind, state]));

const STANDARD: Partial<Record<TrackedEventName, string>> = {
  register: 'sign_up',
  login: 'login',
  firstDeposit: 'purchase',
  deposit: 'purchase',
  redeposit: 'purchase',
  depositSubmit: 'begin_checkout',
  viewContent: 'view_item',
};

/** `gtag` exactly as Google's snippet defines it: it queues its `arguments` object on the data layer. */
function gtag(..._args: unknown[]): void {
  const w = window as GoogleWindow;
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays, from the data layer
  (w.dataLayer ??= []).push(arguments);
}

/** Google tag (gtag.js): consent mode's default `denied`, then `update` to granted; deduplication by `transaction_id`. */
export const googleTag: PixelAdapter = {
  prepare(id, consentHeld) {
    const w = window as GoogleWindow;
    w.gtag ??= gtag;
    if (consentHeld) w.gtag('consent', 'default', consent('denied'));
    w.gtag('js', new Date());
    w.gtag('config', id);
  },
  scriptUrl: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  grant: () => (window as GoogleWindow).gtag?.('consent', 'update', consent('granted')),
  track({ name, properties, eventID }) {
    (window as GoogleWindow).gtag?.('event', STANDARD[name] ?? name, { ...properties, transaction_id: eventID });
  },
};
