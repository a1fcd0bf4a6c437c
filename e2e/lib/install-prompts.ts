import { expect, type Page, type Request } from '@playwright/test';

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

/** How far the clock moves per look while waiting for the install feature to start. */
const START_STEP_MS = 250;

/**
 * Opens a page under Playwright's clock and moves it on until the install feature has started (it
 * asks for the asset manifest as it starts); the journeys then move time with `runFor` to reach
 * each rule's delay. The feature waits for the page to be usable, which takes the network's real
 * time, then 2 s and an idle moment on the clock: a single run of the clock at once would pass
 * before that wait began and leave it to real time (3.5 s of every journey here), so the clock moves
 * a step at a time until the feature has asked.
 */
export async function openWithPrompts(page: Page, path: string): Promise<void> {
  await page.clock.install();
  let started = false;
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === '/m/asset-manifest.json') started = true;
  };
  page.on('request', onRequest);
  try {
    await page.goto(path);
    await expect.poll(async () => (await page.clock.runFor(START_STEP_MS), started), { timeout: 30_000, intervals: [0] }).toBe(true);
  } finally {
    page.off('request', onRequest);
  }
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
