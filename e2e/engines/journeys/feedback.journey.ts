import { expect, expectThat } from '../lib/expect';
import { test } from '../lib/fixtures';
import { engineName } from '../lib/engines';
import { loginPage } from '../lib/login-page';
import { WAIT_MS, type EnginePage } from '../lib/page';

const offlineToast = 'Network offline. Please check your connection.';
/** app-core's OFFLINE_TOAST_MS, as the player sees it. */
const OFFLINE_TOAST_MS = 1_500;
const wait = { timeout: WAIT_MS };

/** How long each showing of a toast lasted (ms), once it has gone. */
async function shown(page: EnginePage, text: string): Promise<number[]> {
  return (await page.announcements())
    .filter((entry) => entry.text === text && entry.goneAt !== undefined)
    .map((entry) => entry.goneAt! - entry.shownAt);
}

test('the notice dialog: titled Notice, the server message and its reference; closing keeps what was typed', async ({ page, sim }) => {
  await sim.fault('/wps/session/login', { errorCode: 'us_forbidden_login_error', message: 'Login is not available in your region.' });
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', 'typed-secret');
  await login.submit.click();
  await expectThat(login.alert.getByRole('heading', { name: 'Notice' })).toBeVisible();
  await expectThat(login.alert).toContainText('Login is not available in your region.');
  await expectThat(login.alert).toContainText(/Reference: [0-9a-f]+/);
  await login.alert.getByRole('button', { name: 'Confirm' }).click();
  await expectThat(login.alert).toHaveCount(0);
  await expectThat(login.username).toHaveValue('player01');
  await expectThat(login.password).toHaveValue('typed-secret');
});

test('the offline toast for 1.5 s when the network goes, and word when it comes back', async ({ page }) => {
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', 'typed-secret');
  await page.recordAnnouncements();
  await page.setOffline(true);
  await expect.poll(() => shown(page, offlineToast), wait).toHaveLength(1);
  // Its own timer's 1.5 s, give or take a busy machine's lateness; never cut short.
  const [lasted] = await shown(page, offlineToast);
  expect(lasted).toBeGreaterThanOrEqual(OFFLINE_TOAST_MS - 100);
  expect(lasted).toBeLessThan(2 * OFFLINE_TOAST_MS);
  await page.setOffline(false);
  await expect.poll(() => shown(page, 'You are back online.'), wait).toHaveLength(1);
  await expectThat(login.username).toHaveValue('player01');
  await expectThat(login.password).toHaveValue('typed-secret');
});

// Only Gecko can take the browser off the network (webkit.ts says why WebKit cannot).
test.skipIf(engineName() === 'webkit')(
  'with the network really gone, a login tap says offline and alerts nothing',
  async ({ page, sim }) => {
    await page.goto('/m/login');
    const login = loginPage(page);
    await login.fill('player01', 'Passw0rd!');
    await page.setOffline(true);
    await expectThat(page.getByRole('status').getByText(offlineToast)).toHaveCount(0);
    await sim.clearCalls();
    await page.recordAnnouncements();
    await login.submit.click();
    await expect.poll(() => shown(page, offlineToast), wait).toHaveLength(1);
    await expectThat(login.alert).toHaveCount(0);
    expect(await sim.calls('/wps/session/login')).toEqual([]);
    await page.setOffline(false);
    await expectThat(login.password).toHaveValue('Passw0rd!');
  },
);
