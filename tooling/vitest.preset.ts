import { defineProject } from 'vitest/config';

/** Unit tests live next to the code under src/; Playwright specs never match. */
export function unitProject(name: string, environment: 'jsdom' | 'node' = 'jsdom') {
  return defineProject({
    // Tests run against the packages' source ("source" export condition), so they need no build first.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    // Node-environment tests resolve through the server-side conditions instead.
    ssr: { resolve: { conditions: ['source', 'node', 'import', 'default'], externalConditions: ['source', 'node', 'import', 'default'] } },
    test: {
      name,
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: environment === 'jsdom' ? [new URL('./vitest.setup.ts', import.meta.url).pathname] : [],
      restoreMocks: true,
      // A project's files share one worker's environment rather than each starting its own jsdom:
      // the unit run went from 240 s to 52 s on CI's two cores. Tests reset what they change
      // (restoreMocks, Testing Library's cleanup, vi.resetModules where a module keeps state), and
      // three shuffled file orders passed.
      isolate: false,
      // CI runs on two cores with the whole suite at once; a test's time limit allows for that.
      testTimeout: 15_000,
    },
  });
}
