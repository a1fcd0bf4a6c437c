import type { Page } from '@playwright/test';

/** User agents the prompts tell apart (the journeys run in Chromium and present themselves as these). */
export const USER_AGENTS = {
  iosSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosSafari12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iosSafari26:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.35.107]',
} as const;

/**
 * Opens a page under Playwright's clock and waits until the install feature has started (it asks
 * for the asset manifest as it starts); the clock runs the feature's wait after first paint, and
 * the journeys then move time with `runFor` to reach each rule's delay.
 */
export async function openWithPrompts(page: Page, path: string): Promise<void> {
  await page.clock.install();
  const started = page.waitForRequest((request) => new URL(request.url()).pathname === '/m/asset-manifest.json');
  await page.goto(path);
  await page.clock.runFor(3_500);
  await started;
  await reactSettled(page);
}

/** React schedules its work with MessageChannel tasks, which the clock does not hold: two round trips let a render commit. */
export async function reactSettled(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** What Chromium dispatches when the app can be installed; the test answers the player's choice. */
export async function dispatchInstallEvent(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as unknown as { installPrompted: boolean }).installPrompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}
