import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

/**
 * The invite page (`/m/inviteFriends`, public: spec 000 §6, spec 001 §2): a member's code, invite
 * link, copy, share, QR code and count from the platform's referral details; an agent's way to
 * agent registration; a visitor's explanation with a log-in that comes back. The simulator's demo
 * merchant has two promotion domains (`join.luckystar.example` first) and runs REFERRAL.
 */

const DETAILS = '/wps/relay/MCSFE_getReferralDetails';
const LAYOUT = '/wps/relay/PROMOFE_feLayoutPromotion';
const PLAYER_LINK = 'https://join.luckystar.example/?r=R1001';
/** The QR code's box on the page, in CSS pixels. */
const QR_BOX_PX = 200;

const main = (page: Page) => page.getByRole('main');
const inviteLink = (page: Page) => main(page).getByRole('region', { name: 'Your invite link' }).getByText(/\?r=/);
const qrCode = (page: Page) => main(page).getByRole('img', { name: 'QR code of your invite link' });
const invitedCount = (page: Page) => main(page).getByText('Friends invited').locator('xpath=following-sibling::dd');

async function openAsMember(page: Page, token: string) {
  await page.goto(`/m/inviteFriends?token=${token}`);
  await expect(main(page).getByText('R1001', { exact: true })).toBeVisible();
}

/** What a scanner reads from the code the page drew: its modules (the SVG path's unit squares) as pixels, decoded by jsQR. */
async function scanQr(code: Locator): Promise<string | undefined> {
  const { path, size } = await code.evaluate((svg) => ({
    path: svg.querySelector('path')?.getAttribute('d') ?? '',
    size: Number(svg.getAttribute('viewBox')?.split(' ')[2]),
  }));
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      const at = ((Number(y) * scale + dy) * side + Number(x) * scale) * 4;
      for (let dx = 0; dx < scale * 4; dx += 4) pixels.fill(0, at + dx, at + dx + 3);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

/** Relative luminance of a computed `rgb()` colour (WCAG), to see the code is dark on light. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("a member's code, invite link on a promotion domain without the token, its QR code, and what the programme offers", async ({
  page,
  sim,
}) => {
  const { token } = await sim.session('player01');
  await openAsMember(page, token);
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(inviteLink(page)).toHaveText(PLAYER_LINK);
  await expect(invitedCount(page)).toHaveText('0');
  await expect(main(page).getByRole('region', { name: 'What the programme offers' }).getByRole('listitem')).toHaveText([
    'A reward for each friend who joins',
    'A rebate on your friends’ deposits',
    'A rebate on your friends’ bets',
  ]);

  // The QR code: drawn at its box's size, dark on light, and read back as the link.
  await expect(qrCode(page)).toBeVisible();
  const box = await qrCode(page).boundingBox();
  expect(box).toMatchObject({ width: QR_BOX_PX, height: QR_BOX_PX });
  expect(await scanQr(qrCode(page))).toBe(PLAYER_LINK);
  const colours = await qrCode(page).evaluate((svg) => ({
    modules: getComputedStyle(svg.querySelector('path') as Element).fill,
    ground: getComputedStyle(svg.parentElement as Element).backgroundColor,
  }));
  expect(luminance(colours.ground) - luminance(colours.modules)).toBeGreaterThan(0.7);

  // The details with autoGenerate, the sections for the mobile page; the token goes only in the header.
  const [details] = await sim.calls(DETAILS);
  expect(details?.query).toMatchObject({ autoGenerate: 'true' });
  expect(details?.headers.authorization).toBe(token);
  expect(details?.headers.moduleid).toBeUndefined();
  const [layout] = await sim.calls(LAYOUT);
  expect(layout?.query).toMatchObject({ platform: 'M' });
  expect(await inviteLink(page).textContent()).not.toContain(token);

  // The operator's sections, in order, the hidden leaderboard and the empty calculator left out.
  const sections = main(page).getByRole('region', { name: 'More about the programme' });
  await expect(sections.getByRole('heading', { level: 3 })).toHaveText(['How it works', 'Rules']);
  await expect(sections.locator('strong')).toHaveText('register and make a first deposit');
  await snap(page, 'invite-friends-member');
  await expectAccessible(page, '/m/inviteFriends (member)');
});

test.describe('copying and sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy puts the invite link on the clipboard and says so', async ({ page, sim }) => {
    const { token } = await sim.session('player01');
    await openAsMember(page, token);
    await main(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PLAYER_LINK);
  });

  test('share hands the link to the system share sheet', async ({ page, sim }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    const { token } = await sim.session('player01');
    await openAsMember(page, token);
    await main(page).getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: 'Lucky Star Lottery', text: 'Join me at Lucky Star Lottery: register with my invite link.', url: PLAYER_LINK }]);
    // The sheet took it: nothing copied, no toast.
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(0);
  });

  test('without a share sheet, share copies the link instead', async ({ page, sim }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    });
    const { token } = await sim.session('player01');
    await openAsMember(page, token);
    await main(page).getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PLAYER_LINK);
  });
});

test("without a promotion domain the link is the app's own registration page, and a friend registering with it counts", async ({
  page,
  browser,
  baseURL,
  sim,
}) => {
  await sim.referral({ merchant: 'demo', promotionDomains: [] });
  const { token } = await sim.session('player01');
  await openAsMember(page, token);
  const link = `${baseURL}/m/register?r=R1001`;
  await expect(inviteLink(page)).toHaveText(link);
  expect(await scanQr(qrCode(page))).toBe(link);
  await expect(invitedCount(page)).toHaveText('0');

  // A friend opens the link in a browser of their own and registers.
  const friend = await browser.newContext({ baseURL });
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  await friendPage.getByRole('textbox', { name: /^Choose a username/ }).fill('friend0001');
  await friendPage.getByLabel(/^Choose a password/).fill('Fresh123');
  await friendPage.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(friendPage.getByRole('alertdialog')).toContainText('Registration successful');
  await friend.close();
  const [registration] = await sim.calls('/wps/member/register');
  expect(registration?.decrypted).toMatchObject({ username: 'friend0001', referralCode: 'R1001' });

  await page.reload();
  await expect(invitedCount(page)).toHaveText('1');
});

test('an agent also sees the way to agent registration', async ({ page, sim }) => {
  const { token } = await sim.session('agent01');
  await page.goto(`/m/inviteFriends?token=${token}`);
  await expect(main(page).getByText('R1002', { exact: true })).toBeVisible();
  await main(page).getByRole('link', { name: 'Agent registration' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent registration' })).toBeVisible();
});

test('a plain member sees no agent registration', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await openAsMember(page, token);
  await expect(main(page).getByRole('link', { name: 'Agent registration' })).toHaveCount(0);
});

test('a failed details call says so with a retry, and shows no made-up code', async ({ page, sim }) => {
  await sim.fault(DETAILS, { status: 502, times: 1 });
  const { token } = await sim.session('player01');
  await page.goto(`/m/inviteFriends?token=${token}`);
  await expect(main(page).getByRole('alert')).toContainText('Your referral details could not be loaded.');
  await expect(main(page).getByText(/\?r=/)).toHaveCount(0);
  // Silent in the catalogue: the page says it, no error dialog on top.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(inviteLink(page)).toHaveText(PLAYER_LINK);
});

test('a visitor learns what inviting friends is, logs in and comes back to their own link', async ({ page, sim }) => {
  await page.goto('/m/inviteFriends');
  await expect(main(page).getByRole('heading', { name: 'How inviting friends works' })).toBeVisible();
  await expect(main(page).getByRole('listitem')).toHaveCount(3);
  await snap(page, 'invite-friends-visitor');
  await expectAccessible(page, '/m/inviteFriends (visitor)');
  expect(await sim.calls(DETAILS)).toEqual([]);

  await main(page).getByRole('link', { name: 'Log in to invite friends' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2FinviteFriends$/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(inviteLink(page)).toHaveText(PLAYER_LINK);
});

test('the referral entry on home leads here while REFERRAL runs', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Refer friends' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(main(page).getByRole('heading', { name: 'How inviting friends works' })).toBeVisible();
});

test("a member's referral entry on home leads here, to their own link", async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  await page.getByRole('link', { name: 'Refer friends' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(main(page).getByText('R1001', { exact: true })).toBeVisible();
  await expect(inviteLink(page)).toHaveText(PLAYER_LINK);
});
