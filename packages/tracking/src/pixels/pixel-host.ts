import { addScript } from '@lotto/app-core/add-script';
import type { ConsentStore } from '../consent';
import { PIXEL_QUEUE_MAX } from '../constants';
import type { EventPayload, TrackedEventName } from '../events';
import { PIXEL_ADAPTERS } from './adapters';
import { matchKey } from './match-key';
import type { PixelSettings } from './settings';
import { PIXEL_VENDORS, pixelEvent, type PixelAdapter, type PixelEvent, type PixelVendor } from './types';

const loadPixelScript = (url: string): Promise<void> => addScript(url).loaded;

export interface PixelHost {
  track(name: TrackedEventName, payload: EventPayload): void;
}

/** Whether pixels may run on the page on screen (not on a credential page), and word of each change of page. */
export interface PixelPageGate {
  open(): boolean;
  subscribe(listener: () => void): () => void;
}

const ALWAYS_OPEN: PixelPageGate = { open: () => true, subscribe: () => () => undefined };

interface Delivery {
  event: PixelEvent;
  matchKey: string | undefined;
}

interface Vendor {
  vendor: PixelVendor;
  id: string;
  adapter: PixelAdapter | null;
  prepared: boolean;
  script: 'idle' | 'loading' | 'ready' | 'failed';
  /** Bounded: a script that never loads must not grow it forever. */
  queue: Delivery[];
  identified: string | undefined;
}

function keep(vendor: Vendor, delivery: Delivery): void {
  if (vendor.script === 'failed') return;
  vendor.queue.push(delivery);
  if (vendor.queue.length > PIXEL_QUEUE_MAX) vendor.queue.shift();
}

/**
 * The merchant's pixels. Their code loads only for the vendors the merchant uses, and nothing of
 * them runs while a credential page is on screen (the gate): no vendor function, no script.
 * An event reaches a vendor once its script has loaded and the page allows it; until then it waits
 * here, at most `PIXEL_QUEUE_MAX` per vendor. A vendor hears the event's worth and currency,
 * never who raised it; a vendor with a documented match key gets the member id's SHA-256.
 * Where consent is required, no vendor script is requested before the player grants it; then
 * each vendor hears its own consent call. A player who declined gets no pixel at all.
 */
export function startPixels(
  settings: PixelSettings,
  consent: ConsentStore,
  load: (url: string) => Promise<void> = loadPixelScript,
  gate: PixelPageGate = ALWAYS_OPEN,
): PixelHost {
  const vendors: Vendor[] = PIXEL_VENDORS.filter((vendor) => settings.ids[vendor]).map((vendor) => ({
    vendor,
    id: settings.ids[vendor]!,
    adapter: null,
    prepared: false,
    script: 'idle',
    queue: [],
    identified: undefined,
  }));
  let declined = settings.consentRequired && consent.answer() === 'denied';
  const consentGiven = () => !settings.consentRequired || consent.answer() === 'granted';
  // Hashing is asynchronous: events pass through one chain so that they reach the vendors in order.
  let chain: Promise<void> = Promise.resolve();
  let hashed: { customerId: string; key: Promise<string | undefined> } | null = null;

  const deliver = (vendor: Vendor, { event, matchKey: key }: Delivery) => {
    const adapter = vendor.adapter!;
    if (key && key !== vendor.identified && adapter.identify) {
      adapter.identify(vendor.id, key);
      vendor.identified = key;
    }
    adapter.track(event);
  };

  const advance = () => {
    if (declined || !gate.open()) return;
    for (const vendor of vendors) {
      const { adapter } = vendor;
      if (!adapter) continue;
      if (!vendor.prepared) {
        adapter.prepare(vendor.id, settings.consentRequired);
        vendor.prepared = true;
      }
      if (vendor.script === 'idle' && consentGiven()) {
        vendor.script = 'loading';
        if (settings.consentRequired) adapter.grant();
        load(settings.scriptUrls[vendor.vendor] ?? adapter.scriptUrl(vendor.id)).then(
          () => {
            vendor.script = 'ready';
            advance();
          },
          // A blocked or failed script: nothing for this vendor; the platform's upload still has every event.
          () => {
            vendor.script = 'failed';
            vendor.queue.length = 0;
          },
        );
      }
      if (vendor.script === 'ready') for (const delivery of vendor.queue.splice(0)) deliver(vendor, delivery);
    }
  };

  if (vendors.length > 0 && !declined) {
    void Promise.all(vendors.map(async (vendor) => (vendor.adapter = await PIXEL_ADAPTERS[vendor.vendor]()))).then(
      advance,
      () => undefined,
    );
    gate.subscribe(advance);
    consent.subscribe(() => {
      if (consent.answer() === 'denied') {
        declined = true;
        for (const vendor of vendors) vendor.queue.length = 0;
      }
      advance();
    });
  }

  return {
    track(name, payload) {
      if (declined || vendors.length === 0) return;
      const event = pixelEvent(name, payload);
      const customerId = payload.customerId;
      if (customerId && hashed?.customerId !== customerId) hashed = { customerId, key: matchKey(customerId) };
      const key = customerId ? hashed!.key : Promise.resolve(undefined);
      chain = chain.then(async () => {
        const delivery = { event, matchKey: await key };
        for (const vendor of vendors) keep(vendor, delivery);
        advance();
      });
    },
  };
}
