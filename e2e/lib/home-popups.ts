import { expect, type Page, type Request } from '@playwright/test';
import { LATE_FEATURES_CHUNK } from './late-features';

/** whenSettled (apps/mobile/src/early/when-settled.ts): 2 s after load, then an idle moment (at most 3 s). */
export const SETTLE_MS = 5_000;
/** Spec 001 §4: a visitor's announcement popup waits 1 s. */
export const VISITOR_DELAY_MS = 1_000;
/** Spec 001 §9: off home, the welcome images look again after 20 s. */
export const WELCOME_RETRY_MS = 20_000;
/** Spec 001 §9: slides move on after 5 s. */
export const AUTOPLAY_MS = 5_000;

/** How far the clock moves per look while waiting for the list. */
export const STEP_MS = 50;

const POPUP_LIST = /MCSFE_getListAnnouncements\?.*types=PU/;

/** Installs a clock that stands still at `time` until the journey moves it. */
export async function standingClock(page: Page, time: Date): Promise<void> {
  await page.clock.install({ time });
  await page.clock.pauseAt(time.getTime() + 1_000);
}

/**
 * Opens (or reloads) a page on a standing clock and moves it, a little at a time, until the
 * popups have their list: the 1 s visitor wait started at most a step or two before.
 *
 * Until the late features' chunk is asked for, nothing a journey times has begun (the popups start
 * with it, once the page is usable, 2 s later and idle), so the clock moves on without a pause
 * between looks; from then on each look waits a step of real time as well, so the list's answer
 * comes within a step or two of its question, as the journeys' timings allow for.
 */
export async function openAndSettle(page: Page, path: string | null): Promise<void> {
  let asked = false;
  let lateFeatures = false;
  const onRequest = (request: Request) => {
    if (LATE_FEATURES_CHUNK.test(new URL(request.url()).pathname)) lateFeatures = true;
  };
  void page
    .waitForResponse((response) => POPUP_LIST.test(response.url()), { timeout: 60_000 })
    .then(() => {
      asked = true;
    })
    .catch(() => undefined);
  page.on('request', onRequest);
  try {
    if (path === null) await page.reload();
    else await page.goto(path);
    // The app's start needs a few timers; the settle wait counts from the load event.
    await page.clock.runFor(100);
    await page.waitForLoadState('load');
    await page.clock.runFor(SETTLE_MS);
    await expect
      .poll(async () => (await page.clock.runFor(STEP_MS), lateFeatures || asked), { timeout: 30_000, intervals: [0] })
      .toBe(true);
  } finally {
    page.off('request', onRequest);
  }
  await expect.poll(async () => (await page.clock.runFor(STEP_MS), asked), { timeout: 30_000, intervals: [STEP_MS] }).toBe(true);
}

export function announcement(page: Page) {
  return page.getByRole('dialog', { name: 'Announcement' });
}

/** A seeded member's session in the tab before the app starts, as a login would leave it. */
export async function startAsMember(
  page: Page,
  session: { token: string; id: number; userName: string; type: number },
  firstTimeLogin = false,
): Promise<void> {
  await page.addInitScript((info) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), {
    ...session,
    merchantCode: 'demo',
    firstTimeLogin,
  });
}
