import { expect, test } from '../lib/fixtures';

/**
 * Addresses a hostile or broken server sends (issue 30, "A hostile link or page"): every one goes
 * through app-core's checks (`web-address`, `sanitize-html`) before the page renders or follows it.
 */

test('/m/appDownload with hostile and malformed download links renders, offers none of them and follows none', async ({ page, sim }) => {
  await sim.appDownload({
    merchant: 'demo',
    downloads: {
      Android: 'http://[broken/app.apk',
      IOS: 'javascript:alert(document.cookie)',
      MOBILECONFIG: 'data:application/x-apple-aspen-config,x',
    },
  });
  const { token } = await sim.session('player01');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/m/appDownload?tokens=${token}`);
  await expect(page.getByRole('status').filter({ hasText: 'No download is available for this device.' })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('link')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a message with an image map and a token in its links: the token is gone, the map opens outside, the app stays', async ({
  page,
  sim,
  context,
}) => {
  await sim.inboxMessages('player01', {
    title: 'Hostile map',
    content:
      '<p><a href="/m/help?token=stolen">Help</a> <a href="javascript:alert(1)">Prize</a></p>' +
      '<img src="/sim-assets/demo/logo.svg" usemap="#prize" width="40" height="40" alt="Prize map">' +
      '<map name="prize"><area shape="rect" coords="0,0,40,40" href="https://evil.example/?token=stolen" target="_top" alt="Claim"></map>',
  });
  await context.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>outside</p>' }));
  const { token } = await sim.session('player01');
  await page.goto(`/m/inbox?token=${token}`);
  await page.getByRole('button', { name: /Hostile map/ }).click();
  const body = page.locator('.acct-html').filter({ hasText: 'Help' });
  await expect(body.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/m/help');
  // A link whose address was refused stays words, not a link to the site's root.
  await expect(body.getByText('Prize')).toBeVisible();
  await expect(body.getByRole('link', { name: 'Prize' })).toHaveCount(0);

  const area = body.locator('area');
  await expect(area).toHaveAttribute('href', 'https://evil.example/');
  const outside = context.waitForEvent('page');
  // An area has no box of its own to aim at: the tap is the click it dispatches.
  await area.dispatchEvent('click');
  expect(new URL((await outside).url()).searchParams.has('token')).toBe(false);
  await expect(page).toHaveURL(/\/m\/inbox$/);
});
