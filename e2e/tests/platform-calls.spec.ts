import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';

const PASSWORD = 'Passw0rd!';

/**
 * Every `/wps` path the app may send, with the module id and token flag the platform's clients
 * were seen sending (docs/platform-calls.md, Call index), written out here rather than read from
 * the app, so a wrong row in api-client's table fails. `null`: no ModuleId header. Paths marked
 * "ours" are the simulator's where the platform's was not seen (apps/platform-sim/README.md).
 */
const KNOWN: Record<string, { moduleId: string | null; token: boolean | 'either' }> = {
  '/wps/system/status': { moduleId: 'COMM3', token: false },
  '/wps/system/whitelabel': { moduleId: 'COMM3', token: false },
  '/wps/system/templates': { moduleId: 'COMM3', token: false },
  '/wps/system/domainRoute': { moduleId: 'COMM3', token: false },
  '/wps/system/country': { moduleId: null, token: 'either' },
  '/wps/system/test/ping': { moduleId: null, token: 'either' },
  '/wps/session/key/rsa': { moduleId: null, token: 'either' },
  '/wps/session/login': { moduleId: null, token: false },
  '/wps/member/info': { moduleId: null, token: true },
  '/wps/member/language': { moduleId: 'COMM3', token: true },
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': { moduleId: 'REWCEN3', token: false },
  '/wps/relay/MCSFE_getAvailablePromotions': { moduleId: 'REWCEN3', token: true },
  '/wps/relay/MCSFE_getPlayerRankProgress': { moduleId: null, token: true },
  '/wps/relay/MCSFE_getListAnnouncements': { moduleId: 'COMM3', token: 'either' },
  '/wps/relay/GCSGAME_newGameVendor': { moduleId: null, token: 'either' },
  '/wps/relay/CBS_unreadCount': { moduleId: 'CBS3', token: true },
  '/wps/relay/WPSCORE_getCustomerServiceScript': { moduleId: null, token: false },
  // The tracking upload (a live page was seen posting there); visitors' events go without a token.
  '/wps/system/collect': { moduleId: null, token: 'either' },
  // Push (no module id seen); the unsubscribe (path ours) follows a session that has ended.
  '/wps/relay/CSP_fcmBind': { moduleId: null, token: true },
  '/wps/relay/CSP_fcmSubscribe': { moduleId: null, token: true },
  '/wps/relay/CSP_fcmUnsubscribe': { moduleId: null, token: false },
  '/wps/relay/MCSFE_getDepositSettings': { moduleId: null, token: true },
  // The member's balance, in the top bar and on the account page.
  '/wps/v2/wallets/balance': { moduleId: 'COMM3', token: true },
  // The lobby (home's sections, /m/game, a vendor's page); recently played's and the toggles' shapes are ours.
  '/wps/relay/ODSFE2_getWinnerBoard': { moduleId: 'COMM3', token: false },
  '/wps/relay/GCSGAME_hotGamesV2': { moduleId: 'GAMELOHOT3', token: false },
  '/wps/relay/GCSGAME_gameList': { moduleId: 'GAMELO3', token: 'either' },
  '/wps/relay/GCS_recentGame': { moduleId: 'GAMELOREC3', token: true },
  '/wps/relay/MCSFE_getFavoriteGames': { moduleId: 'GAMELOFAV3', token: true },
  '/wps/relay/MCSFE_getFavoriteGamesList': { moduleId: 'GAMELOFAV3', token: true },
  '/wps/relay/MCSFE_addFavoriteGameV2': { moduleId: 'GAMELOFAV3', token: true },
  '/wps/relay/MCSFE_removeFavoriteGameV2': { moduleId: 'GAMELOFAV3', token: true },
  // The account pages (issue 28). The inbox's list and read call are ours beyond their module id
  // (apps/platform-sim/README.md, "Inbox"); the feedback's body is ours.
  '/wps/session/logout': { moduleId: 'COMM3', token: true },
  '/wps/member/password': { moduleId: 'PASS3', token: true },
  '/wps/feedback': { moduleId: 'FEEDBACK3', token: false },
  '/wps/system/helpCenter': { moduleId: 'COMM3', token: false },
  '/wps/relay/EMFE_getInboxUnreadCount': { moduleId: 'INBOX3', token: true },
  '/wps/relay/EMFE_getInbox': { moduleId: 'INBOX3', token: true },
  '/wps/relay/EMFE_readInbox': { moduleId: 'INBOX3', token: true },
  // The reward centre's lists and claim; the daily check-in's relay names are ours (unconfirmed).
  '/wps/relay/MCSFE_getClaimPromotion': { moduleId: 'REWCEN3', token: true },
  '/wps/relay/MCSFE_claimIssuedPromotion': { moduleId: 'REWCEN3', token: true },
  '/wps/relay/MCSFE_getLoginPromotion': { moduleId: null, token: true },
  '/wps/relay/MCSFE_claimLoginPromotion': { moduleId: null, token: true },
};

test('every /wps call a visitor and a member make is a known platform path with its module id and token flag', async ({
  page,
  context,
  sim,
}) => {
  // Notifications allowed: the member's push calls, when they come before the end, are checked too.
  await context.grantPermissions(['notifications']);
  await sim.clearCalls();
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The status call has no logo: after first paint the templates' image_logo replaces the merchant file's.
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /\/sim-assets\/demo\/logo\.svg$/);
  await page.getByRole('link', { name: 'Log in' }).click();
  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/member\/home/);
  // The lobby: /m/game (a member's recently played), its Favourites chip, and a vendor's games.
  await page.goto('/m/game');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('link', { name: /, play$/ })
      .first(),
  ).toBeVisible();
  await page.goto('/m/game/vendor?vendor=JILI&gameType=RNG');
  await expect(page.getByRole('button', { name: /favourites$/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The reward centre and the daily check-in (issue 28): their calls are checked too.
  await page.goto('/m/rewardCenter');
  await expect(page.getByRole('heading', { name: 'My rewards' })).toBeVisible();
  await page.goto('/m/activity/signIn');
  await expect(page.getByRole('heading', { name: 'Day 1', exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const calls = await sim.calls();
  const seen = [...new Set(calls.map((call) => call.path))].sort();
  console.log(`/wps paths: ${seen.join(', ')}`);
  expect(seen).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/templates', '/wps/session/login', '/wps/member/info']));
  // One boot call per page load (home, member home, the lobby, a vendor's page, the reward centre,
  // the check-in: six loads), never two for settings and status.
  expect(calls.filter((call) => call.path === '/wps/system/status').length).toBeLessThanOrEqual(6);
  for (const call of calls) {
    const known = KNOWN[call.path];
    expect(known, `${call.method} ${call.path} is not a known platform path`).toBeDefined();
    if (!known) continue;
    expect(call.headers.moduleid ?? null, `ModuleId of ${call.path}`).toBe(known.moduleId);
    if (known.token !== 'either') expect('authorization' in call.headers, `token on ${call.path}`).toBe(known.token);
    expect(call.headers.merchant, `Merchant on ${call.path}`).toBe('demo');
  }
});
