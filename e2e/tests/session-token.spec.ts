import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

test('a token in the address is taken into the session and removed from the address', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/member/home?token=${token}&affiliateCode=A1#card`);
  await expect(page).toHaveURL(/\/m\/member\/home\?affiliateCode=A1#card$/);
  expect(page.url()).not.toContain(token);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
  expect(stored).toMatchObject({ token });
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText('player01')).toBeVisible();
  const memberCalls = await sim.calls('/wps/member/info');
  expect(memberCalls.length).toBeGreaterThan(0);
  expect(memberCalls.every((call) => call.headers.authorization === token)).toBe(true);
  await snap(page, 'member-home');
  await expectAccessible(page, '/m/member/home');

  // Back must not bring the token back into the address.
  await page.goto('/m/home');
  await page.goBack();
  expect(page.url()).not.toContain('token=');
});

test('the tokens spelling works too, and the session survives a reload', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?tokens=${token}`);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.reload();
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

test('an expired token ends the session', async ({ page }) => {
  await page.goto('/m/member/home?token=not-a-real-token');
  // Login leads back to the member page, never with the dead token.
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fmember%2Fhome$/);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test.describe('an old iOS app on the home screen', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  });

  test('resumes where the player was, and a 401 on any call clears it and goes home', async ({ page, sim }) => {
    // Opened standalone from the home screen (iOS says so with navigator.standalone), as a web clip.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });
      localStorage.setItem('WEBCLIP', '1');
    });
    const { token } = await sim.session('player01');
    await page.goto(`/m/member/home?token=${token}&tab=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('MC_LAST_PATH'), localStorage.getItem('MC_LAST_TOKEN')])).toEqual([
      '/m/member/home?tab=2',
      token,
    ]);

    // A relaunch loses session storage and opens the start page; the rank progress call, not member info, answers 401.
    await page.evaluate(() => sessionStorage.clear());
    await sim.fault('/wps/relay/MCSFE_getPlayerRankProgress', { status: 401 });
    await page.goto('/m/home?fbclid=F1');
    await expect(page).toHaveURL(/\/m\/home\?fbclid=F1$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('MC_LAST_TOKEN'), sessionStorage.getItem('MC_SESSION_INFO')])).toEqual([
      null,
      null,
    ]);
    expect(await page.evaluate(() => localStorage.getItem('MC_LAST_PATH'))).toBe('/m/home?fbclid=F1');
    expect((await sim.calls('/wps/relay/MCSFE_getPlayerRankProgress')).map((call) => call.headers.authorization)).toContain(token);
  });
});

test("a link with another member's token never replaces a live session without the player's say", async ({ page, sim }) => {
  const mine = await sim.session('player01');
  const theirs = await sim.session('agent01');
  const storedToken = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null')?.token);
  await page.goto(`/m/member/home?token=${mine.token}`);
  await expect(page.getByText('player01')).toBeVisible();

  await page.goto(`/m/member/home?token=${theirs.token}&affiliateCode=A1`);
  const question = page.getByRole('alertdialog', { name: 'Switch account?' });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home\?affiliateCode=A1$/);
  expect(await storedToken()).toBe(mine.token);
  await snap(page, 'switch-question');
  await question.getByRole('button', { name: 'Stay in my account' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText('player01')).toBeVisible();
  expect(await storedToken()).toBe(mine.token);
  expect((await sim.calls('/wps/member/info')).map((call) => call.headers.authorization)).not.toContain(theirs.token);

  await page.goto(`/m/member/home?token=${theirs.token}`);
  await question.getByRole('button', { name: 'Switch account' }).click();
  await expect(page.getByText('agent01')).toBeVisible();
  expect(await storedToken()).toBe(theirs.token);
});
