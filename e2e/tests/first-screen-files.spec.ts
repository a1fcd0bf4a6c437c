import type { Request, Route } from '@playwright/test';
import { expect, test } from '../lib/fixtures';

/**
 * Issue 29: the page a player asks for is usable sooner when its files are asked for at once, and
 * nothing late (chat, popups, tracking, the notice dialog's host) takes its bandwidth before then.
 */

/** The late features' chunks, as the build names them. */
const LATE_CHUNK = /\/assets\/(?:late-features|chat-feature|home-late|feedback-host|floating-clearance)-[\w-]+\.js$/;
/** The login page travels in sign-in's chunk with auth and the captcha's gate (vite.config.ts). */
const LOGIN_PAGE_CHUNK = /\/assets\/sign-in-[\w-]+\.js$/;
/** English texts files, and a text only sign-in's carry. */
const TEXTS_CHUNK = /\/assets\/EN[.-][\w.-]+\.js$/;
const SIGN_IN_TEXT = 'Enter your username.';
const path = (request: Request) => new URL(request.url()).pathname;

test("the login page's code, sign-in's and its texts are asked for with the entry, before the boot call, named by the page itself", async ({
  page,
}) => {
  const html = await (await page.request.get('/m/login')).text();
  const block = /<script type="application\/json" id="app-files">(.*?)<\/script>/.exec(html);
  expect(block, 'index.html names each first screen’s files').not.toBeNull();
  const files = JSON.parse(block![1]!) as { routes: Record<string, string[]>; texts: Record<string, Record<string, string[]>> };
  expect(files.routes.login).toEqual(expect.arrayContaining([expect.stringMatching(LOGIN_PAGE_CHUNK)]));
  expect(files.texts.EN?.login?.length).toBeGreaterThan(0);

  const asked: string[] = [];
  page.on('request', (request) => asked.push(path(request)));
  await page.goto('/m/login');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  const loginPage = asked.findIndex((requested) => LOGIN_PAGE_CHUNK.test(requested));
  const bootCall = asked.indexOf('/wps/system/status');
  expect(loginPage, 'the login page’s chunk was asked for').toBeGreaterThanOrEqual(0);
  expect(bootCall, 'the boot call was made').toBeGreaterThanOrEqual(0);
  // One wave: the page's code does not wait for the entry to run (which makes the boot call first).
  expect(loginPage).toBeLessThan(bootCall);
  for (const file of [...files.routes.login!, ...files.texts.EN!.login!, ...files.texts.EN!['*']!])
    expect(asked, `${file} was asked for`).toContain(file);
});

/** A browser opens six connections to a host: the login page's first screen fits in two rounds of them. */
const LOGIN_FIRST_SCREEN_MOST_FILES = 12;
const ASSET = /\/m\/assets\/[^/]+\.(?:js|css)$/;

test('the login page is usable with a few files, not a dozen small ones queued behind six connections', async ({ page }) => {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (ASSET.test(path(request))) asked.add(path(request));
  });
  await page.goto('/m/login');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  // Scripts and stylesheets, the entry's, the page's and the texts, as they stood when the form was usable.
  expect([...asked].length, [...asked].join('\n')).toBeLessThanOrEqual(LOGIN_FIRST_SCREEN_MOST_FILES);
  expect([...asked].filter((file) => LATE_CHUNK.test(file))).toEqual([]);
});

test('the login page fetches none of the styles index.html already carries inline', async ({ page }) => {
  const html = await (await page.request.get('/m/login')).text();
  const styles: string[] = [];
  page.on('request', (request) => {
    if (/\.css$/.test(path(request))) styles.push(path(request));
  });
  await page.goto('/m/login');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  expect(styles.length, 'the login page’s own styles come as files').toBeGreaterThan(0);
  for (const style of styles) {
    const text = await (await page.request.get(style)).text();
    expect(html.includes(text.slice(0, 200)), `${style} is already in the page`).toBe(false);
  }
});

test('no late feature is asked for before the login page is usable, however long its texts take; they come once it is', async ({
  page,
}) => {
  await page.clock.install();
  // What happened, in order: each late chunk asked for, and the moment the form was seen usable.
  const events: string[] = [];
  page.on('request', (request) => {
    if (LATE_CHUNK.test(path(request))) events.push(path(request));
  });
  // Sign-in's texts (the form's labels) are held, as on a line slow enough to take seconds over them.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(TEXTS_CHUNK, async (route: Route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(SIGN_IN_TEXT)) await released;
    await route.fulfill({ response });
  });

  await page.goto('/m/login', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
  // Past the settle delay (the page's load, 2 s, an idle moment), in steps: whatever each step's
  // timers start gets an idle moment and a round trip to be asked for.
  for (let step = 0; step < 3; step += 1) {
    await page.clock.runFor(2_500);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.evaluate(() => fetch('/m/manifest.webmanifest').then((response) => response.text()));
  }
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);

  release();
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  events.push('usable');
  await page.clock.runFor(6_000);
  await expect.poll(() => events.some((event) => /late-features-/.test(event))).toBe(true);
  expect(events[0]).toBe('usable');
});
