import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../lib/fixtures';
import { measureScripts, totalGzip } from '../lib/js-bytes';

/** Issue 2: a visitor's /m/home loads at most 150 KB of gzip JavaScript (the stack alone is about 127 KB). */
const HOME_JS_BUDGET_BYTES = 150 * 1000;

/** Strings only these libraries carry, so their code is recognised in any chunk, minified or not. */
const HEAVY_LIBRARY_MARKERS: Record<string, string> = {
  jsencrypt: '-----BEGIN PUBLIC KEY-----',
  'crypto-js': 'Malformed UTF-8 data',
  DOMPurify: 'ALLOWED_TAGS',
};

test("a visitor's home stays within the JavaScript budget", async ({ page }) => {
  const loads = await measureScripts(page, '/m/home', async (p) => {
    await expect(p.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
  const total = totalGzip(loads);
  console.log(`home JavaScript: ${loads.length} files, ${total} bytes gzip`);
  for (const load of loads) console.log(`  ${load.gzipBytes}\t${new URL(load.url).pathname}`);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});

test('the cipher and sanitiser libraries stay out of the first screen; the ciphers load with the login form, the sanitiser with the popups once the page has settled', async ({
  page,
}) => {
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const loaded = () =>
    Object.entries(HEAVY_LIBRARY_MARKERS)
      .filter(([, marker]) => [...bodies.values()].some((body) => body.includes(marker)))
      .map(([name]) => name);
  expect(loaded()).toEqual([]);

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('textbox', { name: 'Username', exact: true }).focus();
  await expect.poll(loaded).toEqual(expect.arrayContaining(['jsencrypt', 'crypto-js']));
  // The popups (and the sanitiser with them) come once the page has settled.
  await expect.poll(loaded, { timeout: 15_000 }).toContain('DOMPurify');
});

/** The emulator's test account dialog (a test aid) carries this address rule; no other file of the app does. */
const EMULATOR_DIALOG_MARKER = String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`;

test("the emulator's test account dialog is in the build but not in the scripts the sign-in page loads", async ({ page }) => {
  const assets = fileURLToPath(new URL('../../apps/mobile/dist/assets/', import.meta.url));
  const built = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(`${assets}${file}`, 'utf8').includes(EMULATOR_DIALOG_MARKER),
  );
  // The demo merchant signs in through the Auth emulator, so its build has the dialog: the marker is right.
  // (More than one file when a cached build was restored over an earlier one: turbo does not empty dist/.)
  expect(built.length).toBeGreaterThan(0);

  const loads = await measureScripts(page, '/m/login', async (p) => {
    await expect(p.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });
  const loaded = loads.map((load) => new URL(load.url).pathname.split('/').pop());
  expect(loaded.filter((file) => built.includes(file ?? ''))).toEqual([]);
});
