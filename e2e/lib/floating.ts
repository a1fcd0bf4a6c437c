import { expect, type Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Where the floating buttons and the tab bar were, read in one look while they stood still. */
export interface FloatingAtRest {
  chat: Box | null;
  miniGame: Box | null;
  tabBar: Box | null;
}

/**
 * Brings the floating buttons to rest in their stack: the page scrolled to its end, where it keeps
 * room for them (issue 27), the buttons no longer stepped aside from its controls, and their slide
 * back finished (a box read mid-slide is a pixel or two off its place). The scroll event comes a
 * frame after scrollTo, and a list that arrives meanwhile moves the end: all of it is tried again
 * until the page is at its end with its buttons still.
 *
 * The boxes come from the same look that found them still: read one by one afterwards, a list that
 * came in between could send the buttons aside again, and a box read mid-slide is tens of pixels
 * off (CI read the chat entry aside and the mini game half-way there).
 */
export async function floatingAtRest(page: Page): Promise<FloatingAtRest> {
  let rest: FloatingAtRest | null = null;
  await expect(async () => {
    await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await expect(page.locator('html')).not.toHaveAttribute('data-floating-aside', /.*/, { timeout: 2_000 });
    rest = await page.evaluate(() => {
      const root = document.documentElement;
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
      const sliding = [...document.querySelectorAll('[data-floating]')].some((button) => button.getAnimations().length > 0);
      if (!atEnd || sliding || root.hasAttribute('data-floating-aside')) return null;
      const boxOf = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return width > 0 && height > 0 ? { x, y, width, height } : null;
      };
      return { chat: boxOf('.chat-entry__button'), miniGame: boxOf('.games-minigame'), tabBar: boxOf('.shell-tabs') };
    });
    expect(rest, 'at the end of the page, the floating buttons still and in place').not.toBeNull();
  }).toPass({ timeout: 10_000 });
  return rest!;
}

/** A box the look found, or the test stops: the button was expected on screen. */
export function present(box: Box | null, what: string): Box {
  if (!box) throw new Error(`${what} not on screen`);
  return box;
}
