import { accountPage, openAccount } from '../lib/account-page';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

/**
 * Log out (issue 28; docs/platform-calls.md, `DELETE /wps/session/logout`, "Flow seen"): asked
 * first, the platform told without waiting for its answer, the session cleared, auto-login off,
 * home; the simulator refuses the old token afterwards.
 */

const LOGOUT = '/wps/session/logout';

test('asked first; Stay keeps the member; Log out tells the platform, clears the session, switches auto-login off and goes home; the old token is refused', async ({
  page,
  request,
  sim,
}) => {
  const { token } = await openAccount(page, sim);
  await page.evaluate(() => sessionStorage.setItem('MC_TRACKED_QUERY', '{"affiliateCode":"A1"}'));
  const account = accountPage(page);
  await account.logout.click();
  await expect(account.question).toContainText('You will need to log in again to play.');
  await snap(page, 'logout-question');
  await account.question.getByRole('button', { name: 'Stay' }).click();
  await expect(account.question).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  expect(await sim.calls(LOGOUT)).toEqual([]);

  // The answer is slow: the player is home before it comes.
  await sim.fault(LOGOUT, { delayMs: 5_000, times: 1 });
  await account.logout.click();
  await account.question.getByRole('button', { name: 'Log out' }).click();
  // Home, with the tracked parameters the visit keeps.
  await expect(page).toHaveURL(/\/m\/home\?affiliateCode=A1$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const [call] = await sim.calls(LOGOUT);
  expect(call?.method).toBe('DELETE');
  expect(call?.headers.authorization).toBe(token);
  expect(call?.headers.moduleid).toBe('COMM3');
  const kept = await page.evaluate(() => ({
    session: sessionStorage.getItem('MC_SESSION_INFO'),
    tracked: sessionStorage.getItem('MC_TRACKED_QUERY'),
    autoLogin: localStorage.getItem('MC_AUTO_LOGIN'),
  }));
  expect(kept).toEqual({ session: null, tracked: '{"affiliateCode":"A1"}', autoLogin: '0' });

  // Once the platform has heard it, the old token opens nothing.
  await expect
    .poll(async () => (await request.get('/wps/member/info', { headers: { Authorization: token } })).status(), { timeout: 10_000 })
    .toBe(401);
  const refused = await request.get('/wps/member/info', { headers: { Authorization: token } });
  expect((await refused.json()).errorCode).toBe('login.not.session');
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fmember%2Fhome&affiliateCode=A1$/);
});

test.describe('with the notification prompt on screen', () => {
  test.use({ pushPrompt: 'live' });

  test('the logout question takes the screen from the notification prompt, which comes back when the member stays', async ({
    page,
    sim,
  }) => {
    await openAccount(page, sim);
    const prompt = page.getByRole('complementary', { name: 'Notifications' });
    // The prompt comes once the page has settled (the late features).
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    const account = accountPage(page);
    await account.logout.click();
    await expect(account.question).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await account.question.getByRole('button', { name: 'Stay' }).click();
    await expect(account.question).toHaveCount(0);
    await expect(prompt).toBeVisible();
  });
});
