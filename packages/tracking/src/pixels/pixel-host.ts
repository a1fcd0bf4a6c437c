import { addScript } from '@lotto/app-core/add-script';
import type { ConsentStore } from '../consent';
import type { EventPayload, TrackedEventName } from '../events';
import { PIXEL_ADAPTERS } from './adapters';
import type { PixelSettings } from './settings';
import { PIXEL_VENDORS, type PixelAdapter, type PixelVendor } from './types';

const loadPixelScript = (url: string): Promise<void> => addScript(url).loaded;

export interface PixelHost {
  track(name: TrackedEventName, payload: EventPayload): void;
}

interface Prepared {
  vendor: PixelVendor;
  id: string;
  adapter: PixelAdapter;
}

/**
 * The merchant's pixels. Their code loads only for the vendors the merchant uses; events raised
 * before then wait here, and after it in each vendor's own queue until its script is ready.
 * Where consent is required, no vendor script is requested before the player grants it; then
 * each vendor hears its own consent call. A player who declined gets no pixel at all.
 */
export function startPixels(settings: PixelSettings, consent: ConsentStore, load = loadPixelScript): PixelHost {
  const used = PIXEL_VENDORS.filter((vendor) => settings.ids[vendor]);
  const waiting: Array<[TrackedEventName, EventPayload]> = [];
  let prepared: Prepared[] | null = null;
  const off = settings.consentRequired && consent.answer() === 'denied';

  const loadScripts = (all: Prepared[]) => {
    for (const { vendor, id, adapter } of all) {
      if (settings.consentRequired) adapter.grant();
      // A blocked or failed script leaves the vendor's queue unsent; the platform's upload still has every event.
      load(settings.scriptUrls[vendor] ?? adapter.scriptUrl(id)).catch(() => undefined);
    }
  };

  if (used.length > 0 && !off) {
    void Promise.all(used.map(async (vendor) => ({ vendor, id: settings.ids[vendor]!, adapter: await PIXEL_ADAPTERS[vendor]() }))).then(
      (all) => {
        for (const { id, adapter } of all) adapter.prepare(id, settings.consentRequired);
        prepared = all;
        for (const [name, payload] of waiting.splice(0)) for (const { adapter } of all) adapter.track(name, payload);
        if (!settings.consentRequired || consent.answer() === 'granted') {
          loadScripts(all);
          return;
        }
        const stop = consent.subscribe(() => {
          const answer = consent.answer();
          if (answer === null) return;
          stop();
          if (answer === 'granted') loadScripts(all);
        });
      },
      () => undefined,
    );
  }

  return {
    track(name, payload) {
      if (off || used.length === 0) return;
      if (prepared) for (const { adapter } of prepared) adapter.track(name, payload);
      else waiting.push([name, payload]);
    },
  };
}
