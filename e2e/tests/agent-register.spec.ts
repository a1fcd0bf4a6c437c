import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';
import { V4_CAPTCHA_ID, type SimControl } from '../lib/sim-control';

/**
 * Agent registration (spec 000 §1, §6): the member's referral link with a copy button, and for an
 * agent (type 1 or 2) a form that registers a player under them with `login: false`, so the agent
 * stays signed in. Referral codes are the simulator's (`R` + id; apps/platform-sim/README.md).
 */

const NEW_PASSWORD = 'Fresh123';
/** Spec 000 §9: after a registration the form ignores taps for 500 ms; a journey's next player waits that out on Playwright's clock. */
const AFTER_COOLDOWN_MS = 600;

async function registerCalls(sim: SimControl) {
  return (await sim.calls()).filter((call) => call.path.startsWith('/wps/member/register'));
}

function agentPage(page: Page) {
  return {
    /** The link, shown whole under its label (a description list). */
    link: page.getByRole('definition'),
    copy: page.getByRole('button', { name: 'Copy link' }),
    username: page.getByRole('textbox', { name: /^New player’s username/ }),
    password: page.getByLabel(/^New player’s password/),
    submit: page.getByRole('button', { name: 'Register player' }),
    done: page.getByRole('status').filter({ hasText: 'is now registered under you' }),
  };
}

test('an agent registers a player under them and stays signed in', async ({ page, sim }) => {
  const { token } = await sim.session('agent01');
  await page.clock.install();
  await page.goto(`/m/member/home?token=${token}`);
  await page.getByRole('link', { name: 'Refer friends' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent registration' })).toBeVisible();

  const agent = agentPage(page);
  const origin = new URL(page.url()).origin;
  await expect(agent.link).toHaveText(`${origin}/m/register?r=R1002`);
  await expect(agent.username).toHaveAttribute('autocomplete', 'off');
  await expect(agent.password).toHaveAttribute('autocomplete', 'new-password');
  await expectAccessible(page, '/m/agentRegister (agent)');
  await snap(page, 'agent-register');

  await sim.clearCalls();
  await agent.username.fill('downline01');
  await agent.password.fill(NEW_PASSWORD);
  await agent.submit.click();
  await expect(agent.done).toHaveText('downline01 is now registered under you.');
  await expect(agent.username).toHaveValue('');
  await expect(agent.password).toHaveValue('');
  await snap(page, 'agent-register-done');

  const [call] = await registerCalls(sim);
  expect(call?.method).toBe('PUT');
  expect(call?.path).toBe('/wps/member/register');
  expect(call?.headers.moduleid).toBe('REG3');
  expect(call?.decrypted).toMatchObject({ username: 'downline01', password: NEW_PASSWORD, login: false, referralCode: 'R1002' });
  expect(String(call?.decrypted?.registerUrl)).toMatch(/\/m\/agentRegister$/);

  // The new member hangs under the agent; the agent's session is untouched.
  expect((await sim.member('downline01', 'demo')).registration).toMatchObject({
    referralCode: 'R1002',
    referrer: { id: 1002, username: 'agent01' },
  });
  // The same session as before, the agent's (its name shows on the member page below).
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token?: string } | null);
  expect(session?.token).toBe(token);

  // The next player, once the cooldown has passed.
  await page.clock.runFor(AFTER_COOLDOWN_MS);
  await agent.username.fill('downline02');
  await agent.password.fill(NEW_PASSWORD);
  await agent.submit.click();
  await expect(agent.done).toHaveText('downline02 is now registered under you.');
  expect((await sim.member('downline02', 'demo')).registration?.referrer).toEqual({ id: 1002, username: 'agent01' });

  await page.goto('/m/member/home');
  await expect(page.getByText('agent01', { exact: true })).toBeVisible();
});

test('a refused player keeps what the agent typed and shows the server message', async ({ page, sim }) => {
  const { token } = await sim.session('agent02');
  await page.goto(`/m/agentRegister?token=${token}`);
  const agent = agentPage(page);
  await agent.username.fill('player01');
  await agent.password.fill(NEW_PASSWORD);
  await agent.submit.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('This username is already taken.');
  await alert.getByRole('button').click();
  await expect(agent.username).toHaveValue('player01');
  await expect(agent.password).toHaveValue(NEW_PASSWORD);
  await expect(agent.done).toHaveCount(0);
  expect((await registerCalls(sim))[0]?.decrypted).toMatchObject({ login: false, referralCode: 'R1003' });
});

test('with the register captcha on, each player needs a fresh verification', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', registerCaptcha: true, gw: { GEETEST_VERSION: 'v4', GEETEST_ID: V4_CAPTCHA_ID } });
  const { token } = await sim.session('agent01');
  await page.clock.install();
  await page.goto(`/m/agentRegister?token=${token}`);
  const agent = agentPage(page);
  const ready = page.getByRole('status').filter({ hasText: 'Security check ready' });
  const securityCheck = page.getByRole('dialog', { name: 'Security check' });
  await expect(ready).toBeVisible();

  for (const username of ['captcha01', 'captcha02']) {
    await agent.username.fill(username);
    await agent.password.fill(NEW_PASSWORD);
    await agent.submit.click();
    await securityCheck.getByRole('button', { name: 'I am human' }).click();
    await expect(agent.done).toHaveText(`${username} is now registered under you.`);
    await expect(ready).toBeVisible();
    await page.clock.runFor(AFTER_COOLDOWN_MS);
  }
  const calls = await registerCalls(sim);
  const tokens = calls.map((call) => (call.decrypted?.geetestValidateV4 as { pass_token?: string } | undefined)?.pass_token);
  expect(tokens).toHaveLength(2);
  expect(tokens[0]).toBeTruthy();
  expect(tokens[0]).not.toBe(tokens[1]);
});

test('a plain member sees only their link; copying it works, and a refused clipboard leaves it selected to copy by hand', async ({
  page,
  sim,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { token } = await sim.session('player01');
  await page.goto(`/m/agentRegister?token=${token}`);
  const agent = agentPage(page);
  const origin = new URL(page.url()).origin;
  await expect(agent.link).toHaveText(`${origin}/m/register?r=R1001`);
  await expect(agent.submit).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Register a player' })).toHaveCount(0);
  await expect(page.getByText('Security check')).toHaveCount(0);
  await expectAccessible(page, '/m/agentRegister (member)');

  await agent.copy.click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/m/register?r=R1001`);
  await snap(page, 'agent-register-member');

  // The browser refuses the clipboard now (both ways of copying), on the same page: nothing selected before the tap.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      configurable: true,
    });
    document.execCommand = () => false;
    window.getSelection()?.removeAllRanges();
  });
  await agent.copy.click();
  await expect(page.getByText('Copying is blocked here. The link is selected: copy it yourself.')).toBeVisible();
  // Left selected: a long press copies it.
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  expect(selected).toMatch(/\/m\/register\?r=R1001$/);
});

test("a visitor who registers through the agent's link joins under the agent", async ({ page, sim }) => {
  await page.goto('/m/register?r=R1002');
  await page.getByRole('textbox', { name: /^Choose a username/ }).fill('friend01');
  await page.getByLabel(/^Choose a password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
  expect((await sim.member('friend01', 'demo')).registration).toMatchObject({
    referralCode: 'R1002',
    referrer: { id: 1002, username: 'agent01' },
  });
});

test('in Urdu the page reads right to left, and the link stays left to right', async ({ page, sim }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  const { token } = await sim.session('agent01');
  await page.goto(`/m/agentRegister?token=${token}`);
  await expect(page.getByRole('heading', { level: 2, name: 'آپ کا ریفرل لنک' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('definition')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'کھلاڑی کو رجسٹر کریں' })).toBeVisible();
  await expectAccessible(page, '/m/agentRegister (Urdu)');
  await snap(page, 'agent-register-ur');
});
