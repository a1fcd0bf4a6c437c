import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedConsent } from '../consent';
import { PIXEL_ADAPTERS } from './adapters';
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
    await vi.waitFor(() =>
      expect(fbq.queue).toContainEqual(['track', 'CompleteRegistration', { currency: 'PHP', revenue: 10 }, { eventID: 'e-1' }]),
    );
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
    await adaptersSettled();
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

/** The vendors' code has loaded and the host has done what it does next, with no timer. */
async function adaptersSettled() {
  await Promise.all(Object.values(PIXEL_ADAPTERS).map((adapter) => adapter()));
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

/** Everything the vendors' functions received so far, as one list of calls. */
function vendorCalls(): unknown[][] {
  const fbq = (globals.fbq as { queue?: unknown[][] } | undefined)?.queue ?? [];
  const layer = ((globals.dataLayer as IArguments[] | undefined) ?? []).map((args) => [...args]);
  return [...fbq, ...((globals.ttq as unknown[][]) ?? []), ...((globals.kwaiq as unknown[][]) ?? []), ...layer];
}

/** A page gate the test moves between pages. */
function pages(start: string) {
  let path = start;
  const listeners = new Set<() => void>();
  return {
    gate: {
      open: () => !['/m/login', '/m/register'].includes(path),
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    },
    go(to: string) {
      path = to;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('what the vendors learn of the player', () => {
  const member = { eventID: 'e-2', currency: 'PHP', customerName: 'player01', customerId: '1001' };
  /** SHA-256 of '1001' in lowercase hex (`printf 1001 | sha256sum`). */
  const expected = 'fe675fe7aaee830b6fed09b64e034f84dcbdaeb429d9cccd4ebb90e15af8dd71';

  it('sends no name and no member id in any event; Meta and TikTok get the id’s SHA-256 as external_id', async () => {
    startPixels(all, storedConsent(), async () => undefined).track('login', member);
    await vi.waitFor(() => expect(vendorCalls()).toContainEqual(['identify', { external_id: expected }]));
    const calls = JSON.stringify(vendorCalls());
    expect(calls).not.toContain('player01');
    expect(calls).not.toContain('"1001"');
    expect(vendorCalls()).toContainEqual(['init', 'FB1', { external_id: expected }]);
    expect(vendorCalls()).toContainEqual(['event', 'login', { currency: 'PHP', transaction_id: 'e-2' }]);
  });
});

describe('credential pages', () => {
  it('loads no script and calls no vendor on a credential page; its events reach the vendors after the player leaves', async () => {
    const { gate, go } = pages('/m/login');
    const load = vi.fn(async (_url: string) => undefined);
    startPixels(all, storedConsent(), load, gate).track('login', payload);
    await adaptersSettled();
    expect(load).not.toHaveBeenCalled();
    expect(vendorCalls()).toEqual([]);

    go('/m/home');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(4));
    await vi.waitFor(() => expect(vendorCalls()).toContainEqual(['track', 'login', { currency: 'PHP', revenue: 10 }, { event_id: 'e-1' }]));
  });

  it('holds events raised on a credential page even where the scripts are already there', async () => {
    const { gate, go } = pages('/m/home');
    const host = startPixels(all, storedConsent(), async () => undefined, gate);
    await vi.waitFor(() => expect(globals.ttq).toBeDefined());
    go('/m/register');
    host.track('registerSubmit', { eventID: 'e-3' });
    await adaptersSettled();
    expect(JSON.stringify(vendorCalls())).not.toContain('e-3');
    go('/m/home');
    await vi.waitFor(() => expect(JSON.stringify(vendorCalls())).toContain('e-3'));
  });
});

describe('a vendor script that never loads', () => {
  it('keeps at most PIXEL_QUEUE_MAX events for it, the oldest dropped first', async () => {
    const { PIXEL_QUEUE_MAX } = await import('../constants');
    let loaded: () => void = () => undefined;
    const host = startPixels({ ...all, ids: { tiktok: 'TT1' } }, storedConsent(), () => new Promise<void>((resolve) => (loaded = resolve)));
    for (let index = 0; index < PIXEL_QUEUE_MAX + 20; index += 1) host.track('viewContent', { eventID: `v${index}` });
    await vi.waitFor(() => expect(globals.ttq).toBeDefined());
    await adaptersSettled();
    expect(JSON.stringify(vendorCalls())).not.toContain('"v0"');
    loaded();
    await vi.waitFor(() => expect(vendorCalls().filter((call) => call[0] === 'track')).toHaveLength(PIXEL_QUEUE_MAX));
    expect(vendorCalls().find((call) => call[0] === 'track')?.[3]).toEqual({ event_id: 'v20' });
  });
});
