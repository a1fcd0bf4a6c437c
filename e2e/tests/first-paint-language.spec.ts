import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

/**
 * Issue 18: index.html carries a prerendered first screen, and it must never paint a language the
 * player did not choose, nor break hydration. The merchant's default language is CN; each journey
 * stores another choice, and the browser's own language differs from it where it can.
 */

const MERCHANT_NAME = 'Lucky Star Lottery';
/** Words of the merchant's default language (CN) that would show if the wrong language painted. */
const CN_WORDS = /欢迎来到|登录|注册/;

interface Painted {
  text: string;
  heading: string | null;
  lang: string;
  dir: string;
}

/**
 * Stores the player's language and records every text #root shows, from the HTML parser's first
 * insertion on, with the heading and the document's lang and dir at that moment.
 */
async function recordPaints(page: Page, language: string) {
  await page.addInitScript((code) => {
    localStorage.setItem('language', code);
    const painted: Painted[] = [];
    (window as unknown as { painted: Painted[] }).painted = painted;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const text = root?.textContent?.trim() ?? '';
      if (text === '' || painted[painted.length - 1]?.text === text) return;
      const heading = root?.querySelector('h1')?.textContent ?? null;
      painted.push({ text, heading, lang: document.documentElement.lang, dir: document.documentElement.dir });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, language);
}

/** Console messages that tell of a hydration mismatch (React's own words, or its production error codes 418-425). */
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|react\.dev\/errors\/4(1[89]|2[0-5])/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const paints = (page: Page) => page.evaluate(() => (window as unknown as { painted: Painted[] }).painted);

test('the HTML itself paints only the brand, the artwork and skeletons: no word of any language', async ({ request }) => {
  const html = await (await request.get('/m/home')).text();
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1] ?? '';
  expect(root).toMatch(/class="shell-banners__box"><img class="shell-banners__image" src="data:image\/svg\+xml,/);
  expect(root.replace(/<[^>]+>/g, '').trim()).toBe(MERCHANT_NAME);
});

test.describe('a stored EN choice in a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('home: the first text painted is the language-free shell, the first heading is English, no hydration error', async ({ page }) => {
    const problems = watchHydration(page);
    await recordPaints(page, 'EN');
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    const painted = await paints(page);
    expect(painted[0]).toMatchObject({ text: MERCHANT_NAME, heading: null });
    expect(painted.find((paint) => paint.heading)).toMatchObject({ heading: `Welcome to ${MERCHANT_NAME}`, lang: 'en' });
    expect(painted.filter((paint) => CN_WORDS.test(paint.text))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('login: the first heading painted is English', async ({ page }) => {
    const problems = watchHydration(page);
    await recordPaints(page, 'EN');
    await page.goto('/m/login');
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
    const painted = await paints(page);
    expect(painted[0]).toMatchObject({ text: MERCHANT_NAME, heading: null });
    expect(painted.find((paint) => paint.heading)?.heading).toBe('Log in');
    expect(painted.filter((paint) => CN_WORDS.test(paint.text))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('a stored Urdu choice in an English browser: the first heading is Urdu, right to left, no hydration error', async ({ page }) => {
  const problems = watchHydration(page);
  await recordPaints(page, 'UR');
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: `${MERCHANT_NAME} میں خوش آمدید` })).toBeVisible();
  const painted = await paints(page);
  expect(painted[0]).toMatchObject({ text: MERCHANT_NAME, heading: null });
  expect(painted.find((paint) => paint.heading)).toMatchObject({ heading: `${MERCHANT_NAME} میں خوش آمدید`, lang: 'ur', dir: 'rtl' });
  expect(painted.filter((paint) => /Welcome|Log in/.test(paint.text) || CN_WORDS.test(paint.text))).toEqual([]);
  expect(problems).toEqual([]);
  await snap(page, 'first-paint-ur');
});
