import type { Page } from '@playwright/test';

/** The shell's late features' chunk (apps/mobile/src/features/late-features.ts, loaded once the page has settled). */
export const LATE_FEATURES_CHUNK = /\/late-features-[\w-]+\.js$/;

/**
 * Call before the page opens; the returned wait resolves once the late features have started. Under
 * Playwright's clock a journey must not move time on before then: the chunk loads in real time, and a
 * clock run past a timed rule while it loads leaves that rule's timers to start after the run.
 * Importing the chunk again answers only after the module has run, and the app's own start, asked
 * first, runs in the same turn, before the journey's next command reaches the page.
 */
export function lateFeaturesStarted(page: Page): () => Promise<void> {
  const chunk = page.waitForResponse((response) => LATE_FEATURES_CHUNK.test(new URL(response.url()).pathname), { timeout: 60_000 });
  return async () => {
    const response = await chunk;
    await page.evaluate(async (href) => {
      await import(href);
    }, response.url());
  };
}
