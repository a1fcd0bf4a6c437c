import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, type TestAPI } from 'vitest';
import type { SimControl } from '../../lib/sim-control';
import type { Profile } from './driver';
import { engineName, ENGINES } from './engines';
import { EnginePage } from './page';
import { SIM_PORT } from './ports';
import { engineSim } from './sim';

/** The simulator engines/run.mjs started for both engines. */
const BASE_URL = `http://127.0.0.1:${SIM_PORT}`;

/** Each journey's last screen, per engine, beside Playwright's output. */
const SCREENS = fileURLToPath(new URL(`../../test-results/engines/${engineName()}/`, import.meta.url));
mkdirSync(SCREENS, { recursive: true });

// One browser for the whole run (global-setup.ts starts it; vitest.config.ts shares this module
// between files); each journey gets a fresh profile in it.
const engine = ENGINES[engineName()]();

const fileName = (title: string) =>
  title
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);

/**
 * A screen in the middle of a journey, saved beside the last ones (`<name>.png`): the viewport
 * only, as Gecko's whole-page shot resizes the page under the journey's next tap.
 */
export async function snap(page: EnginePage, name: string): Promise<void> {
  // A dialog that has just come is still fading in: the shot waits (at most 1 s) for the screen's finite animations.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]).then(() => undefined),
  );
  await page.screenshot(`${SCREENS}${name}.png`, false);
}

/**
 * Every engine journey's `test`, as e2e/lib/fixtures.ts is the Playwright journeys': the simulator
 * back at its seed, then a fresh page in this run's engine on the phone viewport, its last screen
 * saved when the journey ends (passed or not).
 */
interface JourneyFixtures {
  sim: SimControl;
  installPrompts: 'quiet' | 'live';
  profile: Profile;
  page: EnginePage;
}

export const test: TestAPI<JourneyFixtures> = base.extend<JourneyFixtures>({
  sim: [
    // vitest reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const sim = engineSim(BASE_URL);
      await sim.reset();
      await provide(sim);
    },
    { auto: true },
  ],
  /** As in the Playwright journeys: the install prompts start closed for the session unless a journey is about them. */
  installPrompts: 'quiet',
  /** How the journey's fresh profile differs from the default (`testWithBlockedStorage`). */
  profile: {},
  page: async ({ installPrompts, profile, task }, provide) => {
    const driver = await engine.open(profile);
    const page = new EnginePage(driver, BASE_URL);
    if (installPrompts === 'quiet') {
      // WebDriver has no script that runs before the page's own, so the flags go in on a bare page of the origin first.
      await page.goto('/wps/system/test/ping');
      await page.evaluate(() => {
        sessionStorage.setItem('MC_A2HS_DISMISSED', '1');
        sessionStorage.setItem('hideDownloadBar', '1');
      });
    }
    try {
      await provide(page);
    } finally {
      await page.screenshot(`${SCREENS}${fileName(task.name)}.png`).catch(() => undefined);
      await driver.close();
    }
  },
});

/** For the journeys about the install prompts: they start live. */
export const testWithPrompts: TestAPI<JourneyFixtures> = test.extend<Pick<JourneyFixtures, 'installPrompts'>>({ installPrompts: 'live' });

/** For the journeys about blocked local storage: a profile without it (WebKit only, see gecko.ts). */
export const testWithBlockedStorage: TestAPI<JourneyFixtures> = test.extend<Pick<JourneyFixtures, 'profile'>>({
  profile: { localStorageBlocked: true },
});
