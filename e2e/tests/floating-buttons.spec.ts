import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';

/**
 * The floating buttons never over a control (issue 27): on every main page, for a member (the chat
 * entry and the mini game) and a visitor (the chat entry), at 360 and 390 px, in English and
 * Urdu, the page is scrolled to its end in steps, and at each stop no link, button or field of the
 * page lies under the part of a floating button that shows.
 *
 * Four journeys, not the eight of every width, player and language: each pair of them (each width
 * with each player, each width with each language, each player with each language) is walked once,
 * over every page to its end. A cover over a control comes from one width, one player's buttons or
 * one direction of the page, or from two of them together; the eight cost twice the CPU (issue 31).
 */

const PAGES = [
  '/m/home',
  '/m/game',
  '/m/game/vendor?vendor=JILI&gameType=RNG',
  '/m/activity',
  '/m/rewardCenter',
  '/m/member/home',
  '/m/inviteFriends',
  '/m/help',
  '/m/inbox',
  '/m/feedback',
  '/m/member/benefits',
  '/m/activity/signIn',
];

const CHAT = { EN: /^Customer service/, UR: /^کسٹمر سروس/ } as const;
const MINI_GAME = { EN: 'Open the mini game', UR: 'منی گیم کھولیں' } as const;

/** The page's controls in view that a floating button's visible part covers, by name. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // What shows of an element: its box cut to the window and to every ancestor that clips it
    // (a lane scrolled sideways, the notice line's moving text).
    const visibleBox = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') return null;
      const box = element.getBoundingClientRect();
      let left = Math.max(box.left, 0);
      let right = Math.min(box.right, window.innerWidth);
      let top = Math.max(box.top, 0);
      let bottom = Math.min(box.bottom, window.innerHeight);
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX, overflowY, position } = getComputedStyle(parent);
        if (position === 'fixed') break;
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return right > left && bottom > top ? { left, right, top, bottom } : null;
    };
    const floating = [...document.querySelectorAll('.chat-entry__button, .games-minigame')].map(visibleBox).filter((box) => box !== null);
    const covered: string[] = [];
    for (const control of document.querySelectorAll('#root a[href], #root button, #root input, #root select, #root textarea')) {
      if (control.closest('.shell-tabs, .shell-topbar')) continue;
      const box = visibleBox(control);
      if (!box) continue;
      const under = floating.some(
        (button) => button.left < box.right && box.left < button.right && button.top < box.bottom && box.top < button.bottom,
      );
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      if (under) covered.push(`${name.slice(0, 40)} at ${Math.round(box.top)}`);
    }
    return covered;
  });
}

/** Opens a page of the app as its own links do (the floating buttons stay mounted). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A visitor is sent to login, or home, from a member's page: the page the player lands on counts.
  await expect(page).toHaveURL((url) => [path.split('?')[0], '/m/login', '/m/home'].includes(url.pathname));
  // The page's lists have come when its height holds still between two looks.
  let last = -1;
  await expect
    .poll(
      async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const still = height === last;
        last = height;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

/** Each pair of the three (width and player, width and language, player and language) once. */
const JOURNEYS = [
  { width: 360, who: 'member', language: 'EN' },
  { width: 360, who: 'visitor', language: 'UR' },
  { width: 390, who: 'member', language: 'UR' },
  { width: 390, who: 'visitor', language: 'EN' },
] as const;

for (const { width, who, language } of JOURNEYS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    test(`no floating button covers a control on the main pages, scrolled to their end (${who}, ${width} px, ${language})`, async ({
      page,
      sim,
    }) => {
      test.slow();
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      const token = who === 'member' ? (await sim.session('player01')).token : null;
      await page.goto(token ? `/m/home?token=${token}` : '/m/home');
      await expect(page.getByRole('button', { name: CHAT[language] })).toBeVisible({ timeout: 15_000 });
      if (who === 'member') await expect(page.getByRole('button', { name: MINI_GAME[language] })).toBeVisible({ timeout: 15_000 });

      for (const path of PAGES) {
        await openInApp(page, path);
        for (let stop = 0; ; stop += 1) {
          await expect.poll(() => coveredControls(page), { message: `${path}, scroll stop ${stop}` }).toEqual([]);
          const atEnd = await page.evaluate(() => {
            const end = document.documentElement.scrollHeight - window.innerHeight;
            if (window.scrollY >= end - 1) return true;
            window.scrollBy(0, Math.round(window.innerHeight / 3));
            return false;
          });
          if (atEnd) break;
        }
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    });
  });
}
