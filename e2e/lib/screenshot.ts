import type { Page } from '@playwright/test';

/**
 * Screenshots for people to look at; not compared, so fonts on another machine cannot fail a run.
 * CI keeps only the printed output, where nobody can look at them: a full-page shot of home costs
 * Chromium 1.5 s there, so none is taken (as no trace is recorded, lib/chromium.ts).
 */
export async function snap(page: Page, name: string) {
  if (process.env.CI) return;
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
