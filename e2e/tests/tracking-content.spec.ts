import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { announcement, openAndSettle, standingClock, VISITOR_DELAY_MS } from '../lib/home-popups';
import { openWithPrompts } from '../lib/install-prompts';

// Issue 16, spec 001 §7: viewContent and downloadApp reach the platform's tracking upload.

/** Past the upload's 1 s batch (packages/tracking/src/constants.ts), with room for the call itself. */
const UPLOAD_BATCH_MS = 1_500;

type Sim = { trackedEvents: () => Promise<Array<{ event: string; payload: { eventID: string }; detail?: unknown; page: string }>> };

/** The uploaded events of one name, polled while the clock moves on past each batch. */
async function uploadedAfterBatch(page: Page, sim: Sim, name: string, count: number) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(UPLOAD_BATCH_MS);
        return (await sim.trackedEvents()).filter((event) => event.event === name).length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return (await sim.trackedEvents()).filter((event) => event.event === name);
}

test.describe('downloadApp', () => {
  test.use({ installPrompts: 'live' });

  test('the bar’s download and the popup’s iPhone app each reach the platform once, with their own eventID', async ({ page, sim }) => {
    // The add-to-home-screen prompt was closed this session, so only the bar and its popup are up.
    await page.addInitScript(() => sessionStorage.setItem('MC_A2HS_DISMISSED', '1'));
    await openWithPrompts(page, '/m/home');
    const bar = page.getByRole('complementary', { name: 'Download the app' });
    const apk = page.waitForEvent('download');
    await bar.getByRole('link', { name: 'Download' }).click();
    expect(new URL((await apk).url()).pathname).toBe('/sim-assets/demo/app.apk');

    await bar.getByRole('button', { name: 'More ways to install' }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    const ipa = page.waitForEvent('download');
    await popup.getByRole('link', { name: 'iPhone app' }).click();
    await ipa;

    const [fromBar, fromPopup] = await uploadedAfterBatch(page, sim, 'downloadApp', 2);
    expect(fromBar).toMatchObject({
      payload: { currency: 'PHP', eventID: expect.any(String) },
      detail: { place: 'bar', kind: 'android' },
      page: '/m/home',
    });
    expect(fromPopup).toMatchObject({ payload: { eventID: expect.any(String) }, detail: { place: 'popup', kind: 'ios' } });
    expect(fromPopup?.payload.eventID).not.toBe(fromBar?.payload.eventID);
  });
});

test.describe('viewContent', () => {
  test.use({ homePopups: true });

  test('each announcement and promotion the popup shows reaches the platform once, with its id and its own eventID', async ({
    page,
    sim,
  }) => {
    await sim.announcements({
      preset: 'quiet',
      popup: [
        { id: 301, execution: 'B', title: 'Draw tonight', content: '<p>The jackpot is up.</p>' },
        { id: 302, execution: 'B', promotionType: 'REGISTER', title: 'Novice tasks', content: '<p>Finish the tasks.</p>' },
      ],
    });
    await standingClock(page, new Date(2030, 0, 1, 20, 0));
    await openAndSettle(page, '/m/home');
    await page.clock.runFor(VISITOR_DELAY_MS);
    const dialog = announcement(page);
    await expect(dialog.getByRole('heading', { name: 'Draw tonight' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Novice tasks' })).toBeVisible();
    // Back to the first: the same showing of the popup, so no second view of it.
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByRole('heading', { name: 'Draw tonight' })).toBeVisible();

    const [first, second] = await uploadedAfterBatch(page, sim, 'viewContent', 2);
    expect(first).toMatchObject({
      payload: { currency: 'PHP', eventID: expect.any(String) },
      detail: { contentId: 301, contentType: 'announcement' },
      page: '/m/home',
    });
    expect(second).toMatchObject({ detail: { contentId: 302, contentType: 'promotion', promotionType: 'REGISTER' } });
    expect(second?.payload.eventID).not.toBe(first?.payload.eventID);
  });
});
