import type { Page } from '@playwright/test';

/**
 * Screenshots for people to look at; not compared, so fonts on another machine cannot fail a run.
 * None on CI, which keeps only the printed output: 124 full-page captures cost CPU nobody sees.
 */
export async function snap(page: Page, name: string) {
  if (process.env.CI) return;
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
