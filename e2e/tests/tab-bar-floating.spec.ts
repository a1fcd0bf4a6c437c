import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { floatingAtRest, present, type Box } from '../lib/floating';
import { snap } from '../lib/screenshot';
import { tabBar } from '../lib/tab-bar';

/**
 * The floating buttons over the frame (issue 27): the chat entry and the mini game rest above the
 * tab bar, one over the other on the edge they share (the end edge: the left in Urdu), and the
 * page keeps room at its foot so its last control scrolls clear of them. Dragged down, the mini
 * game stops above the bar.
 */

const TEXTS = {
  EN: { bar: 'Main menu', chat: /^Customer service/, miniGame: 'Open the mini game' },
  UR: { bar: 'مرکزی مینو', chat: /^کسٹمر سروس/, miniGame: 'منی گیم کھولیں' },
} as const;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const overlap = (one: Box, two: Box) =>
  one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;

/** The page's own links and buttons in view: neither the frame's nor the floating ones. */
async function pageControlsInView(page: Page): Promise<Array<Box & { name: string }>> {
  return page.evaluate(() => {
    const floating = '.chat-entry, .games-minigame, .shell-tabs, .shell-topbar';
    return [...document.querySelectorAll<HTMLElement>('#root a[href], #root button, #root input')]
      .filter((element) => !element.closest(floating))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height, name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '' };
      })
      .filter((box) => box.width > 0 && box.height > 0 && box.y < window.innerHeight && box.y + box.height > 0);
  });
}

test.describe('on a 360 px phone', () => {
  // The fixtures' own page, not a context of the journey's: its install prompts stay quiet as in
  // every other journey (a context of its own got the install sheet, and the buttons stepped aside
  // under it), and its overlays and policy violations are watched.
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of ['EN', 'UR'] as const) {
    test(`the chat entry and the mini game rest above the tab bar, in line on one edge, clear of the page's last control (${language})`, async ({
      page,
      sim,
    }) => {
      const texts = TEXTS[language];
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      const { token } = await sim.session('player01');
      await page.goto(`/m/home?token=${token}`);
      const bar = tabBar(page, texts.bar);
      const chat = page.getByRole('button', { name: texts.chat });
      const miniGame = page.getByRole('button', { name: texts.miniGame });
      await expect(bar).toBeVisible();
      await expect(chat).toBeVisible();
      await expect(miniGame).toBeVisible({ timeout: 15_000 });
      // Where they rest: at the page's foot, which keeps room for them (elsewhere they may step aside
      // from a control, tests/floating-buttons.spec.ts).
      const rest = await floatingAtRest(page);
      const barBox = present(rest.tabBar, 'the tab bar');
      const chatBox = present(rest.chat, 'the chat entry');
      const miniBox = present(rest.miniGame, 'the mini game');
      // Both above the bar, the mini game over the chat entry with a gap, neither on the other.
      expect(chatBox.y + chatBox.height).toBeLessThanOrEqual(barBox.y);
      expect(miniBox.y + miniBox.height).toBeLessThan(chatBox.y);
      expect(overlap(chatBox, miniBox)).toBe(false);
      // In line: the same size, on the same edge, the same distance from it.
      expect(miniBox.width).toBeCloseTo(chatBox.width, 0);
      expect(miniBox.x).toBeCloseTo(chatBox.x, 0);
      const width = page.viewportSize()!.width;
      if (language === 'EN') expect(width - (chatBox.x + chatBox.width)).toBeCloseTo(width * 0.02, 0);
      else expect(chatBox.x).toBeCloseTo(width * 0.02, 0);
      await snap(page, `floating-above-tab-bar-${language}`);

      // At the foot of the page, none of its controls is under a floating button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
        .toBe(true);
      for (const control of await pageControlsInView(page)) {
        expect(overlap(control, chatBox), `${control.name} under the chat entry`).toBe(false);
        expect(overlap(control, miniBox), `${control.name} under the mini game`).toBe(false);
      }
      await snap(page, `floating-above-tab-bar-foot-${language}`);
    });
  }
});

test('the mini game dragged to the foot of the screen rests above the tab bar', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  const miniGame = page.getByRole('button', { name: TEXTS.EN.miniGame });
  await expect(miniGame).toBeVisible({ timeout: 15_000 });
  const start = present((await floatingAtRest(page)).miniGame, 'the mini game');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x - 100, page.viewportSize()!.height + 100, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const barTop = (await boxOf(tabBar(page))).y;
  await expect.poll(async () => (await boxOf(miniGame)).y + start.height).toBeLessThanOrEqual(barTop);
  expect((await boxOf(miniGame)).y + start.height).toBeGreaterThan(barTop - start.height);
});
