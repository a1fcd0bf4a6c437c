import { expect, type Page } from '@playwright/test';

/**
 * Brings the floating buttons to rest in their stack: the page scrolled to its end, where it keeps
 * room for them (issue 27), and the buttons no longer stepped aside from its controls.
 */
export async function floatingAtRest(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('html')).not.toHaveAttribute('data-floating-aside', /.*/);
}
