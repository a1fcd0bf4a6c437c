import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedConsent } from '../consent';
import { startPixels } from './pixel-host';
import type { PixelSettings } from './settings';

/** The page's globals, where the vendors' functions live. */
const globals = window as unknown as Record<string, unknown>;
const VENDOR_GLOBALS = ['fbq', '_fbq', 'ttq', 'kwaiq', 'dataLayer', 'gtag', 'TiktokAnalyticsObject', 'KwaiAnalyticsObject'];

const all: PixelSettings = {
  ids: { facebook: 'FB1', tiktok: 'TT1', kwai: 'KW1', google: 'G-1' },
  consentRequired: false,
  scriptUrls: { facebook: '/sim/fb.js' },
};
const payload = { eventID: 'e-1', currency: 'PHP', revenue: 10 };
/** Lets the adapters' dynamic imports settle. */
const settle = () => vi.waitFor(() => expect(globals.fbq ?? globals.gtag).toBeDefined());

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const name of VENDOR_GLOBALS) delete globals[name];
});

describe('the merchant’s pixels', () => {
  it('loads nothing for a merchant without pixels', async () => {
    const load = vi.fn(async (_url: string) => undefined);
    startPixels({ ids: {}, consentRequired: false, scriptUrls: {} }, storedConsent(), load).track('login', payload);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(globals.fbq).toBeUndefined();
  });

  it('loads each used vendor’s script, the merchant’s address where it names one', async () => {
    const load = vi.fn(async (_url: string) => undefined);
    startPixels(all, storedConsent(), load);
    await settle();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(4));
    expect(load.mock.calls.map(([url]) => url).sort()).toEqual([
      '/sim/fb.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=TT1&lib=ttq',
      'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=KW1&lib=kwaiq',
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    ]);
  });

  it('queues an event raised before the vendors are ready, then hands it to each with its eventID', async () => {
    const host = startPixels(all, storedConsent(), async () => undefined);
    host.track('register', payload);
    await settle();
    const w = globals;
    const fbq = w.fbq as { queue: unknown[][] };
    expect(fbq.queue).toContainEqual(['track', 'CompleteRegistration', { currency: 'PHP', revenue: 10 }, { eventID: 'e-1' }]);
    expect(w.ttq as unknown[]).toContainEqual(['track', 'CompleteRegistration', { currency: 'PHP', revenue: 10 }, { event_id: 'e-1' }]);
    expect(w.kwaiq as unknown[]).toContainEqual([
      'track',
      'EVENT_COMPLETE_REGISTRATION',
      { currency: 'PHP', revenue: 10, event_id: 'e-1' },
    ]);
    const layer = (w.dataLayer as IArguments[]).map((args) => [...args]);
    expect(layer).toContainEqual(['event', 'sign_up', { currency: 'PHP', revenue: 10, transaction_id: 'e-1' }]);
  });

  it('where consent is required, requests no script before the player grants it, then uses each vendor’s consent call', async () => {
    const consent = storedConsent();
    const load = vi.fn(async (_url: string) => undefined);
    startPixels({ ...all, consentRequired: true }, consent, load).track('login', payload);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    const w = globals;
    const layer = () => (w.dataLayer as IArguments[]).map((args) => [...args]);
    expect(layer()[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' })]);
    expect((w.fbq as { queue: unknown[][] }).queue[0]).toEqual(['consent', 'revoke']);
    expect((w.ttq as unknown[][])[0]).toEqual(['holdConsent']);

    consent.set('granted');
    expect(load).toHaveBeenCalledTimes(4);
    expect(layer()).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
    expect((w.fbq as { queue: unknown[][] }).queue).toContainEqual(['consent', 'grant']);
    expect(w.ttq as unknown[][]).toContainEqual(['grantConsent']);
  });

  it('loads no pixel at all for a player who declined', async () => {
    const consent = storedConsent();
    consent.set('denied');
    const load = vi.fn(async (_url: string) => undefined);
    startPixels({ ...all, consentRequired: true }, consent, load).track('login', payload);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(globals.fbq).toBeUndefined();
  });

  it('declining after the question keeps every script away', async () => {
    const consent = storedConsent();
    const load = vi.fn(async (_url: string) => undefined);
    startPixels({ ...all, consentRequired: true }, consent, load);
    await settle();
    consent.set('denied');
    consent.set('granted');
    expect(load).not.toHaveBeenCalled();
  });
});
