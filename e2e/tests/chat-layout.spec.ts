import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

/**
 * The floating chat entry (issue 15) sits at the end edge of every page; on the Games page (the
 * lanes moved there when home became a lobby) it must leave the lanes' category counts readable,
 * left to right and in Urdu, right to left.
 */

const chatEntry = (page: Page) => page.getByRole('button', { name: /^Customer service|^کسٹمر سروس/ });

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

for (const language of ['EN', 'UR'] as const) {
  test(`the Games page's category counts stay clear of the chat entry (${language})`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await page.goto('/m/game');
    await expect(chatEntry(page)).toBeVisible();
    const counts = page.locator('.games-lane__count');
    await expect(counts.first()).toBeVisible();
    await snap(page, `chat-entry-games-${language}`);
    await page.screenshot({ path: `screenshots/chat-entry-games-${language}-viewport.png` });
    for (const count of await counts.all()) expect(await overlaps(chatEntry(page), count)).toBe(false);
    // Scrolled to the foot, the last lane's count is not under the entry either.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    for (const count of await counts.all()) expect(await overlaps(chatEntry(page), count)).toBe(false);
  });
}
