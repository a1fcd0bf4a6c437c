import { expect, expectPath, expectThat } from '../lib/expect';
import { snap, test } from '../lib/fixtures';
import { gameFrame } from '../lib/game-frame';

test("a member launches a game from the Games page's lanes: the vendor's game in the frame, full screen, and back to the lanes", async ({
  page,
  sim,
}) => {
  await sim.announcements({ preset: 'quiet' });
  const { token } = await sim.session('player01');
  await page.goto(`/m/game?token=${token}`);
  await page.getByRole('link', { name: 'Vietnam Lottery, play' }).click();
  await expectPath(page, /^\/m\/launchGame\?vendor=TCG_LOTTO_VN&/);
  const game = gameFrame(page);
  await expectThat(game.field('vendor')).toHaveText('TCG_LOTTO_VN');
  await expectThat(game.field('area')).toHaveText('VN');
  expect(await page.path()).not.toContain(token);
  await expectThat(game.back).toBeVisible();

  // Spec 001 §2 screen 17: the browser's full screen where the engine gives it, else the header hidden; the game fills the screen either way.
  await game.fullScreen.click();
  await expectThat(game.exitFullScreen).toBeVisible();
  await expectThat(game.back).toHaveCount(0);
  const fill = await game.frameFill();
  expect(fill.top).toBe(0);
  expect(fill.height).toBeGreaterThanOrEqual(fill.viewport - 1);
  console.log(`${page.engine}: full screen element ${await game.fullscreenElement()}`);
  await snap(page, 'game-frame-full-screen');
  await game.exitFullScreen.click();
  await expectThat(game.back).toBeVisible();
  expect(await game.fullscreenElement()).toBeNull();

  await game.back.click();
  await expectPath(page, /^\/m\/game$/);
  await expectThat(page.getByRole('link', { name: 'Vietnam Lottery, play' })).toBeVisible();
});
