import { expect, type Page } from '@playwright/test';

/**
 * Brings the floating buttons to rest in their stack: the page scrolled to its end, where it keeps
 * room for them (issue 27), the buttons no longer stepped aside from its controls, and their slide
 * back finished (a box read mid-slide is a pixel or two off its place). The scroll event comes a
 * frame after scrollTo, and a list that arrives meanwhile moves the end: all of it is tried again
 * until the page is at its end with its buttons still.
 */
export async function floatingAtRest(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await expect(page.locator('html')).not.toHaveAttribute('data-floating-aside', /.*/, { timeout: 2_000 });
    const still = await page.evaluate(() => {
      const root = document.documentElement;
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
      const sliding = [...document.querySelectorAll('[data-floating]')].some((button) => button.getAnimations().length > 0);
      return atEnd && !sliding && !root.hasAttribute('data-floating-aside');
    });
    expect(still).toBe(true);
  }).toPass({ timeout: 10_000 });
}
