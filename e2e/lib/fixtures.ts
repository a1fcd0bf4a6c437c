import { test as base, expect } from '@playwright/test';
import { simControl, type SimControl } from './sim-control';

/**
 * Every journey's `test`: the simulator's state (members, sessions, faults, switches, the request
 * log) is shared by all journeys, so each one starts from the seed without having to ask.
 */
export const test = base.extend<{ sim: SimControl; installPrompts: 'quiet' | 'live'; pushPrompt: 'quiet' | 'live' }>({
  /**
   * The install prompts (add to home screen, download bar) start closed for the session, as after a
   * player closed them, so journeys about other screens are not covered by them; the prompts'
   * own journeys set `test.use({ installPrompts: 'live' })`.
   */
  installPrompts: ['quiet', { option: true }],
  /**
   * The notification prompt starts as already offered in this session, so a member's journeys are
   * not covered by it; push's own journeys set `test.use({ pushPrompt: 'live' })`.
   */
  pushPrompt: ['quiet', { option: true }],
  page: async ({ page, installPrompts, pushPrompt }, provide) => {
    if (installPrompts === 'quiet') {
      await page.addInitScript(() => {
        sessionStorage.setItem('MC_A2HS_DISMISSED', '1');
        sessionStorage.setItem('hideDownloadBar', '1');
      });
    }
    if (pushPrompt === 'quiet') await page.addInitScript(() => sessionStorage.setItem('MC_PUSH_PROMPT_OFFERED', '1'));
    await provide(page);
  },
  sim: [
    async ({ request }, use) => {
      const sim = simControl(request);
      await sim.reset();
      await use(sim);
    },
    { auto: true },
  ],
});

export { expect };
