import type { Page } from '@playwright/test';
import { DEPLOYMENT_META } from '@lotto/platform-sim';

/** The cache the app's service worker keeps the languages' texts in (packages/install, worker/start-service-worker.ts). */
const TEXTS_CACHE = 'lotto-texts';

/**
 * Resolves once the app's service worker is active and has cached the page language's texts: from
 * then on the app opens without a network. Registration waits for the page to settle (after
 * first paint), so this takes a few seconds of real time.
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async (cacheName) => {
    await navigator.serviceWorker.ready;
    for (;;) {
      const keys = await (await caches.open(cacheName)).keys();
      if (keys.length > 0) return;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, TEXTS_CACHE);
}

/** The deployment a page came from: the simulator marks a deployment's page (platform-sim serving/deployment.ts); null before any. */
export function pageDeployment(page: Page): Promise<string | null> {
  return page.evaluate((name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null, DEPLOYMENT_META);
}
