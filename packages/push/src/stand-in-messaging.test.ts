import { expect, it } from 'vitest';
import { createStandInMessaging } from './stand-in-messaging';

it('issues one token per install without Google’s servers, and keeps it', async () => {
  localStorage.clear();
  const first = await createStandInMessaging().token({} as ServiceWorkerRegistration);
  expect(first).toMatch(/^sim-fcm-[0-9a-f-]{36}$/);
  expect(await createStandInMessaging().token({} as ServiceWorkerRegistration)).toBe(first);
});
