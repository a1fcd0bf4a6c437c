import { test as base, expect } from '@playwright/test';
import { simControl, type SimControl } from './sim-control';

/**
 * Every journey's `test`: the simulator's state (members, sessions, faults, switches, the request
 * log) is shared by all journeys, so each one starts from the seed without having to ask.
 */
export const test = base.extend<{ sim: SimControl }>({
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
