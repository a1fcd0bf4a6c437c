import type { ApiClient } from '@lotto/api-client';
import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import { readAdInfo } from './ad-info';
import { readClickIds } from './click-ids';
import type { EventInput, EventPayload, TrackedEventName } from './events';
import { storedOutbox, type Outbox } from './outbox';
import { localStorageKept } from './tracking-storage';
import { eventPayload, type EventContext } from './payload';
import type { PixelHost } from './pixels/pixel-host';
import { createUploader } from './uploader';
import { uploadTrackingEvents } from './server-data/tracking-upload';
import { readVoluumClick } from './voluum-cookie';
import { PIXEL_QUEUE_MAX } from './constants';

/** The one event client: every tracked event goes to the platform's upload and to the merchant's pixels. */
export interface Tracker {
  track(name: TrackedEventName, input?: EventInput): EventPayload;
  /** firstOpen, raised once per install (the mark stays in local storage). */
  trackFirstOpen(): void;
  /** The pixels started after the tracker; events raised before were uploaded but not given to them. */
  attachPixels(pixels: PixelHost): void;
  /**
   * The session's member changed: events a member raised before their session started (the
   * registration's, raised before its login) wait in the outbox for it, and go now.
   */
  sessionChanged(): void;
}

export interface TrackerOptions {
  api: ApiClient;
  /** The session's member and the merchant's currency, read when each event is raised. */
  context: () => EventContext;
  now?: () => number;
  outbox?: Outbox;
}

export function createTracker({ api, context, now = Date.now, outbox = storedOutbox(now) }: TrackerOptions): Tracker {
  const member = () => {
    const id = context().customerId;
    return id === undefined || id === '' ? undefined : String(id);
  };
  const uploader = createUploader(outbox, async (records) => (await uploadTrackingEvents(api, JSON.stringify(records))).success, member);
  const early: Array<[TrackedEventName, EventPayload]> = [];
  let pixels: PixelHost | null = null;

  const track: Tracker['track'] = (name, input = {}) => {
    const payload = eventPayload(name, input, context());
    const voluum = readVoluumClick();
    void outbox.add({
      event: name,
      payload,
      clickIds: readClickIds(),
      adInfo: readAdInfo(),
      ...(voluum ? { voluum } : {}),
      ...(input.detail ? { detail: input.detail } : {}),
      page: input.page ?? window.location.pathname,
      at: now(),
    });
    uploader.schedule();
    if (pixels) pixels.track(name, payload);
    else if (early.push([name, payload]) > PIXEL_QUEUE_MAX) early.shift();
    return payload;
  };

  // Events left by an earlier visit (a failed upload, a closed tab) go with the next upload.
  uploader.schedule();

  return {
    track,
    sessionChanged: () => uploader.schedule(),
    trackFirstOpen() {
      // Without local storage every visit would look like the first, so none claims to be.
      if (!localStorageKept() || localStorage.getItem(TRACKING_STORAGE_KEYS.firstOpen)) return;
      localStorage.setItem(TRACKING_STORAGE_KEYS.firstOpen, '1');
      track('firstOpen');
    },
    attachPixels(host) {
      pixels = host;
      for (const [name, payload] of early.splice(0)) host.track(name, payload);
    },
  };
}
