import type { Page } from '@playwright/test';

/** A notification the app's service worker shows, as `getNotifications()` reads it. */
export interface ShownNotification {
  title: string;
  body: string;
  link: string | undefined;
}

/**
 * Hands a push to the app's service worker as the browser's push service would, through
 * Chromium's DevTools protocol (`ServiceWorker.deliverPushMessage`): the stand-in for Google's
 * servers, which the machine cannot reach.
 */
export async function deliverPush(page: Page, payload: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/m/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

/** The notifications the app's service worker is showing. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      link: (notification.data as { link?: string } | null)?.link,
    }));
  });
}
