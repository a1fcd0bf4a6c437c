import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import type { Tracker } from '@lotto/tracking';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/** A fresh page: the module as a new page load finds it, with whatever the tab's session storage holds. */
const freshPage = async () => {
  vi.resetModules();
  return import('./tracking-events');
};

function recordingTracker() {
  const tracked: Parameters<Tracker['track']>[] = [];
  const tracker = { track: (...event: Parameters<Tracker['track']>) => tracked.push(event) } as unknown as Tracker;
  return { tracker, tracked };
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/m/login');
});
afterEach(() => vi.restoreAllMocks());

it('sends the events raised before tracking started, in order, then later ones at once', async () => {
  const page = await freshPage();
  page.trackLater('login', { id: 7 });
  page.trackLater('gameLaunch', { vendor: 'PG' });
  const { tracker, tracked } = recordingTracker();
  page.connectTracking(tracker);
  expect(tracked.map(([name]) => name)).toEqual(['login', 'gameLaunch']);
  expect(tracked[0]?.[1]).toMatchObject({ customerId: 7, detail: {}, page: '/m/login' });
  page.trackLater('startTrial');
  expect(tracked.map(([name]) => name)).toEqual(['login', 'gameLaunch', 'startTrial']);
  expect(sessionStorage.getItem(TRACKING_STORAGE_KEYS.trackingWaiting)).toBeNull();
});

it('keeps waiting events across a page load in the same tab, and sends them once', async () => {
  (await freshPage()).trackLater('login', { id: 7 });
  const next = await freshPage();
  const { tracker, tracked } = recordingTracker();
  next.connectTracking(tracker);
  expect(tracked.map(([name]) => name)).toEqual(['login']);

  const third = await freshPage();
  const again = recordingTracker();
  third.connectTracking(again.tracker);
  expect(again.tracked).toEqual([]);
});

it('keeps them in memory where session storage is refused', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  const page = await freshPage();
  page.trackLater('register');
  const { tracker, tracked } = recordingTracker();
  page.connectTracking(tracker);
  expect(tracked.map(([name]) => name)).toEqual(['register']);
});

it('keeps at most the newest EARLY_EVENTS_MAX while tracking never starts, the oldest dropped first', async () => {
  const page = await freshPage();
  for (let index = 0; index < page.EARLY_EVENTS_MAX + 5; index += 1) page.trackLater('gameLaunch', { code: index });
  const kept = JSON.parse(sessionStorage.getItem(TRACKING_STORAGE_KEYS.trackingWaiting) ?? '[]') as Parameters<Tracker['track']>[];
  expect(kept).toHaveLength(page.EARLY_EVENTS_MAX);
  const { tracker, tracked } = recordingTracker();
  page.connectTracking(tracker);
  expect(tracked).toHaveLength(page.EARLY_EVENTS_MAX);
  expect(tracked[0]?.[1]?.detail).toEqual({ code: 5 });
});
