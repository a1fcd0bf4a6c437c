import type { Page } from '@playwright/test';

/** Screenshots for people to look at; not compared, so fonts on another machine cannot fail a run. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
