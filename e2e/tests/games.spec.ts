import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { SETTLE_MS, startAsMember } from '../lib/home-popups';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import type { SimControl } from '../lib/sim-control';

/** player01's session in the tab before the app starts, as a login leaves it: the journey's first page is the game's. */
async function signedIn(page: Page, sim: SimControl) {
  await startAsMember(page, await sim.session('player01'));
}

/** Past when late features start (load, 2 s, an idle moment of at most 3 s) and tracking's 1 s upload batch. */
const SETTLED_AND_UPLOADED_MS = 7_000;

const VN_LAUNCH = '/m/launchGame?vendor=TCG_LOTTO_VN&code=VN_MB&prize_mode=Higher&backUrl=%2Fm%2Fgame';

test('the lobby shows the simulator lanes in the grouping order, with counts and icons, to a visitor', async ({ page }) => {
  await page.goto('/m/game');
  const lanes = page.locator('[data-category]');
  await expect(lanes.first()).toBeVisible();
  // Seeded scrambled; the grouping puts VIETNAM_LOTTO behind LOTT and ELOTTO, SEA_LOTT behind ELOTT.
  expect(await lanes.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-category')))).toEqual([
    'LOTT',
    'VIETNAM_LOTTO',
    'RNG',
    'LIVE',
    'ELOTT',
    'ELOTTO',
    'SEA_LOTT',
    'FISH',
    'SPORTS',
    'PVP',
    'ESPORTS',
  ]);
  const sports = page.getByRole('region', { name: 'Sports' });
  await expect(sports.getByText('3 games')).toBeVisible();
  await expect(sports.getByRole('link', { name: '123BET Sports, play' })).toHaveAttribute('href', /vendor=123BET/);
  await expect(page.getByRole('region', { name: 'Slots' }).getByRole('link', { name: 'PG Soft, play' }).locator('img')).toHaveAttribute(
    'width',
    '64',
  );
  await snap(page, 'games-lobby');
});

test("a visitor's tap on a lottery goes to login and back into the game", async ({ page }) => {
  await page.goto('/m/game');
  await page.getByRole('link', { name: 'Vietnam Lottery, play' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?vendor=TCG_LOTTO_VN/);
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
});

test('a Vietnam lottery launch sends its query once, opens in the frame, and the back button returns; the SEA lottery launches in lottoMode SEA_Tradition_Mobile, the second lottery vendor variant', async ({
  page,
  sim,
}) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/game?token=${token}`);
  await sim.clearCalls();
  await page.getByRole('link', { name: 'Vietnam Lottery, play' }).dblclick();
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.locator('[data-field=area]')).toHaveText('VN');
  const calls = await sim.calls('/wps/game/launchGame');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.query).toMatchObject({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    language: 'VI',
    lottoGameCode: 'VN_MB',
    lottoPrizeMode: 'Higher',
    lottoView: 'betting',
    hasLobby: 'true',
    device: 'MOBILE',
    backUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/m\/game$/),
    title: 'Lucky Star Lottery',
    labelName: 'Gold',
  });
  expect(calls[0]?.headers.moduleid).toBe('GAMELO3');
  expect(page.url()).not.toContain(token);
  await snap(page, 'games-frame');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);

  // The second lottery vendor variant, from the same lobby.
  await sim.clearCalls();
  await page.getByRole('link', { name: 'SEA Lottery, play' }).click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=mode]')).toHaveText('SEA_Tradition_Mobile');
  const seaCalls = await sim.calls('/wps/game/launchGame');
  expect(seaCalls).toHaveLength(1);
  expect(seaCalls[0]?.query).toMatchObject({
    lottoMode: 'SEA_Tradition_Mobile',
    launchMode: 'LOTT',
    lottoGameCode: 'SEA_NORTH',
    device: 'MOBILE',
  });
  expect(seaCalls[0]?.query.lottoArea).toBeUndefined();
});

test('the game runs in a frame allowed fullscreen and autoplay and nothing more; leaving ends it; an unlisted backUrl leads home', async ({
  page,
  sim,
}) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/game?token=${token}`);
  await page.getByRole('link', { name: 'Vietnam Lottery, play' }).click();
  const frame = page.locator('iframe[title="Game"]');
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
  await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
  expect((await frame.getAttribute('sandbox'))?.split(' ').sort()).toEqual([
    'allow-forms',
    'allow-pointer-lock',
    'allow-same-origin',
    'allow-scripts',
  ]);
  // The browser's back leaves the page: the game's document goes with it (no sound left playing).
  const gameOrigin = new URL((await frame.getAttribute('src')) ?? '').origin;
  const gameDocuments = () => page.frames().filter((each) => each.url().startsWith(gameOrigin)).length;
  expect(gameDocuments()).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(frame).toHaveCount(0);
  await expect.poll(gameDocuments).toBe(0);

  // A backUrl on a host the merchant does not list: the back button leads home instead.
  await page.goto(`/m/launchGame?vendor=TCG_LOTTO_VN&code=VN_MB&backUrl=${encodeURIComponent('https://evil.example/steal')}`);
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
  expect((await sim.calls('/wps/game/launchGame')).at(-1)?.query.backUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/m\/home$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(gameDocuments).toBe(0);
});

test('a game address on a host the merchant does not list is not opened', async ({ page, sim }) => {
  await signedIn(page, sim);
  const opened: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('unlisted-provider.example')) opened.push(request.url());
  });
  // The platform's real answer, with its game moved to a provider host the merchant's file does not name.
  await page.route('**/wps/game/launchGame?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { gameUrl: string } };
    const moved = new URL(body.value.gameUrl);
    moved.host = 'games.unlisted-provider.example';
    await route.fulfill({ response, json: { ...body, value: { gameUrl: moved.toString() } } });
  });
  await page.goto(VN_LAUNCH);
  await expect(page.getByRole('alert')).toHaveText("This game's address is not one we trust, so it was not opened.");
  await expect(page.locator('iframe[title="Game"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(opened).toEqual([]);
});

test('the fullscreen toggle puts the game page in fullscreen, and hides the bar', async ({ page, sim }) => {
  await signedIn(page, sim);
  await page.goto(VN_LAUNCH);
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? '')).toContain('games-frame');
  await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('which has no element fullscreen, the toggle hides the header and the game fills the viewport', async ({ page, sim }) => {
    await signedIn(page, sim);
    await page.goto(VN_LAUNCH);
    const frame = page.locator('iframe[title="Game"]');
    await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
    const withBar = await frame.boundingBox();
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    const viewport = page.viewportSize();
    await expect.poll(async () => (await frame.boundingBox())?.y).toBe(0);
    const full = await frame.boundingBox();
    expect(full?.height).toBeGreaterThan(withBar?.height ?? Infinity);
    expect(full).toMatchObject({ x: 0, width: viewport?.width, height: viewport?.height });
    await snap(page, 'games-frame-iphone-expanded');
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });
});

test("the game's close message returns; a message from another origin is ignored", async ({ page, sim }) => {
  await signedIn(page, sim);
  await page.goto(VN_LAUNCH);
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
  await page.evaluate(() => window.postMessage({ type: 'close' }, '*'));
  await expect(page.locator('iframe[title="Game"]')).toBeVisible();

  // The same stand-in page on another origin (the other loopback name) sends the provider's close.
  const gameOrigin = new URL((await page.locator('iframe[title="Game"]').getAttribute('src')) ?? '').origin;
  const foreign = new URL('/sim-games/play?vendor=FOREIGN', page.url().replace('127.0.0.1', 'localhost'));
  expect(foreign.origin).not.toBe(gameOrigin);
  const heard = page.evaluate(
    (origin) =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.origin === origin) setTimeout(resolve, 0);
        });
      }),
    foreign.origin,
  );
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'Foreign';
    document.body.append(frame);
  }, foreign.toString());
  await expect(page.frameLocator('iframe[title="Foreign"]').locator('[data-field=vendor]')).toHaveText('FOREIGN');
  await page.frameLocator('iframe[title="Foreign"]').locator('#close').dispatchEvent('click');
  await heard;
  await expect(page).toHaveURL(/\/m\/launchGame/);
  await expect(page.locator('iframe[title="Game"]')).toBeVisible();

  await game.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test('a lottery in a browser is blocked where games start in the app only', async ({ page, sim }) => {
  await sim.merchant({ whitelabelVal: { inAppOnlyGameStart: true } });
  await signedIn(page, sim);
  await sim.clearCalls();
  await page.goto(VN_LAUNCH);
  await expect(page.getByRole('alert')).toHaveText('This game can only be started in our app.');
  expect(await sim.calls('/wps/game/launchGame')).toHaveLength(0);
});

test('a launch without a game address in 10 s says so, and retry starts it', async ({ page, sim }) => {
  await signedIn(page, sim);
  await sim.fault('/wps/game/launchGame', { delayMs: 60_000, times: 1 });
  await page.clock.install();
  await page.goto(VN_LAUNCH);
  await expect(page.getByText('Starting the game…', { exact: true }).last()).toBeVisible();
  await page.clock.runFor(10_200);
  await expect(page.getByRole('alert')).toContainText('The game took too long to start. Please retry.');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.clock.runFor(200);
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=area]')).toHaveText('VN');
  expect(await sim.calls('/wps/game/launchGame')).toHaveLength(2);
});

test('a trial that gets no game address in 10 s says so, and retry opens it', async ({ page, sim }) => {
  await sim.fault('/wps/relay/GCS_gameTrialLaunch', { delayMs: 60_000, times: 1 });
  await page.clock.install();
  await page.goto('/m/launchGame?vendor=PG&code=PG_MAIN&trialGameId=9101&nodeId=101&backUrl=%2Fm%2Fgame');
  await expect(page.getByText('Starting the game…', { exact: true }).last()).toBeVisible();
  await page.clock.runFor(10_200);
  await expect(page.getByRole('alert')).toContainText('The game took too long to start. Please retry.');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.clock.runFor(200);
  // The first request ended with the wait: the retry, on the same address, is not queued behind it.
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=mode]')).toHaveText('TRIAL');
  expect(await sim.calls('/wps/relay/GCS_gameTrialLaunch')).toHaveLength(2);
});

test('a visitor starts a free trial without logging in; a trial and a real launch reach the platform as startTrial and gameLaunch, with the vendor and game', async ({
  page,
  sim,
}) => {
  // Tracking starts once a page has settled and uploads in batches, on Playwright's clock here; each
  // game stays open until its event is up (an event raised before tracking started lives in the page until then).
  const uploaded = async (name: string) => (await sim.trackedEvents()).filter((event) => event.event === name);
  await page.clock.install();
  await page.goto('/m/game');
  await page.getByRole('link', { name: 'Free trial: PG Soft' }).click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=mode]')).toHaveText('TRIAL');
  const calls = await sim.calls('/wps/relay/GCS_gameTrialLaunch');
  expect(calls[0]?.query).toMatchObject({ gameId: '9101', nodeId: '101', platform: 'html5' });
  expect(calls[0]?.headers.authorization).toBeUndefined();
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLED_AND_UPLOADED_MS);
  await expect.poll(async () => (await uploaded('startTrial')).length).toBe(1);
  expect((await uploaded('startTrial'))[0]).toMatchObject({ detail: { vendor: 'PG', code: 'PG_MAIN' }, page: '/m/launchGame' });

  const { token } = await sim.session('player01');
  await page.goto(`/m/game?token=${token}`);
  await page.getByRole('link', { name: 'Vietnam Lottery, play' }).click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=area]')).toHaveText('VN');
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLED_AND_UPLOADED_MS);
  await expect.poll(async () => (await uploaded('gameLaunch')).length).toBe(1);
  expect((await uploaded('gameLaunch'))[0]).toMatchObject({ detail: { vendor: 'TCG_LOTTO_VN', code: 'VN_MB' }, page: '/m/launchGame' });
  expect(await uploaded('startTrial')).toHaveLength(1);
});

test("home shows the lanes once the page has settled, in space kept for them; the icons' bytes are measured", async ({ page }) => {
  const icons = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/games/') || response.request().resourceType() !== 'image') return;
    icons.set(new URL(response.url()).pathname, (await response.body()).byteLength);
  });
  // The settle wait passes on Playwright's clock.
  await page.clock.install();
  await page.goto('/m/home');
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await page.clock.resume();
  await expect(page.locator('.shell-home__games [data-category]').first()).toBeVisible();
  const images = page.locator('.shell-home__games img');
  // Below home's fold, every icon waits for the browser's lazy loading; one request per distinct icon.
  expect(await images.evaluateAll((nodes) => nodes.every((node) => node.getAttribute('loading') === 'lazy'))).toBe(true);
  const distinct = new Set(await images.evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLImageElement).src).pathname)));
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const aboveFold = await images.evaluateAll(
    (nodes, height) => nodes.filter((node) => node.getBoundingClientRect().top < height).length,
    viewportHeight,
  );
  const bytesOf = () => [...icons.values()].reduce((sum, size) => sum + size, 0);
  const beforeScroll = { count: icons.size, bytes: bytesOf() };
  await images.last().scrollIntoViewIfNeeded();
  await expect.poll(() => icons.size).toBe(distinct.size);
  const figure = `${icons.size} icons, ${bytesOf()} B in all; ${aboveFold} of ${await images.count()} tiles above the fold; fetched before scrolling: ${beforeScroll.count} icons, ${beforeScroll.bytes} B`;
  test.info().annotations.push({ type: 'home lane icons', description: figure });
  console.log(`home lane icons: ${figure}`);
});
