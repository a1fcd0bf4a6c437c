import { cannedApi } from '@lotto/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_BATCH_DELAY_MS } from './constants';
import type { EventContext } from './payload';
import { createTracker } from './tracker';

const COLLECT = '/wps/system/collect';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** The event names of each upload the platform got. */
const uploads = (api: ReturnType<typeof cannedApi>) =>
  api.calls
    .filter((call) => call.path === COLLECT)
    .map((call) => (JSON.parse((call.body as { events: string }).events) as Array<{ event: string }>).map((record) => record.event));

describe('the event client', () => {
  it("uploads a registration's event as soon as the new member's session starts, not at the next event", async () => {
    const api = cannedApi({ [COLLECT]: { success: true, value: '', status: 200 } });
    const context: EventContext = { currency: 'PHP' };
    const tracker = createTracker({ api, context: () => context });
    tracker.track('registerSubmit');
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS);
    // Registered: the event names the new member, whose session starts after the player confirms.
    tracker.track('register', { customerId: 2008 });
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS);
    expect(uploads(api)).toEqual([['registerSubmit']]);
    context.customerId = 2008;
    tracker.sessionChanged();
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS);
    expect(uploads(api)).toEqual([['registerSubmit'], ['register']]);
  });
});
