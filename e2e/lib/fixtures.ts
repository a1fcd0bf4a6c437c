import { test as base, expect } from '@playwright/test';
import { journeyURL } from './journey-ports';
import { watchOverlays, type TwoAtOnce } from './overlay-watch';
import {
  SEED_VIOLATIONS,
  unexpectedViolations,
  watchPolicyViolations,
  type ExpectedViolation,
  type PolicyViolation,
} from './policy-violations';
import { simControl, type SimControl } from './sim-control';

/**
 * Every journey's `test`: the simulator's state (members, sessions, faults, switches, the request
 * log) is shared by the journeys of one worker, so each one starts from the seed without having to ask.
 */
export const test = base.extend<{
  sim: SimControl;
  installPrompts: 'quiet' | 'live';
  homePopups: boolean;
  pushPrompt: 'quiet' | 'live';
  expectedViolations: ExpectedViolation[];
}>({
  /**
   * Each worker's journeys go to its own simulator (lib/journey-ports.ts). A project that names
   * another origin (a merchant's smoke simulator) keeps it.
   */
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(baseURL === journeyURL(0) ? journeyURL(testInfo.parallelIndex) : baseURL);
  },
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
  /**
   * The Content Security Policy refusals a journey causes on purpose, each with its reason; any other
   * fails the journey (lib/policy-violations.ts), on the simulator and on nginx alike. A journey
   * that adds one keeps the seed's, in Playwright's [value, options] form (a bare list of two would be
   * read as that pair): `test.use({ expectedViolations: [[...SEED_VIOLATIONS, { …, reason }], { scope: 'test' }] })`.
   */
  expectedViolations: [[...SEED_VIOLATIONS], { option: true }],
  /**
   * On the context, so a second tab a journey opens (a new visit) is as quiet as the first. Every
   * journey watches its overlays (lib/overlay-watch.ts): two open at once fail it (issue 27, one
   * overlay at a time), whichever journey it is.
   */
  context: async ({ context, installPrompts, pushPrompt, expectedViolations }, provide) => {
    const twoAtOnce: TwoAtOnce[] = [];
    await watchOverlays(context, (seen) => twoAtOnce.push(seen));
    const violations: PolicyViolation[] = [];
    await watchPolicyViolations(context, (violation) => violations.push(violation));
    if (installPrompts === 'quiet') {
      await context.addInitScript(() => {
        sessionStorage.setItem('MC_A2HS_DISMISSED', '1');
        sessionStorage.setItem('hideDownloadBar', '1');
      });
    }
    if (pushPrompt === 'quiet') await context.addInitScript(() => sessionStorage.setItem('MC_PUSH_PROMPT_OFFERED', '1'));
    await provide(context);
    expect(twoAtOnce, 'two overlays were open at once').toEqual([]);
    expect(unexpectedViolations(violations, expectedViolations), 'the Content Security Policy refused something').toEqual([]);
  },
  /**
   * The seed's announcement and welcome-image popups cover home a second or two after it opens;
   * journeys about other things start without them (the home banners stay), and the journeys
   * about popups ask for them with `test.use({ homePopups: true })`.
   */
  homePopups: [false, { option: true }],
  sim: [
    async ({ request, homePopups }, use) => {
      const sim = simControl(request);
      await sim.reset();
      if (!homePopups) await sim.announcements({ preset: 'quiet' });
      await use(sim);
    },
    { auto: true },
  ],
});

export { expect };
