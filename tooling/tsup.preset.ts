import { defineConfig, type Options } from 'tsup';

/** `pnpm start` skips the declarations, which only type checks read (turbo.json hashes the variable). */
export const WITH_DECLARATIONS = process.env.LOTTO_SKIP_DTS !== '1';

/**
 * Every package builds the same way: ESM with declarations, code-split so that
 * per-language resource files and lazy adapters stay separate chunks, and the
 * peer libraries left to the app so they are bundled once.
 */
export function packageConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: WITH_DECLARATIONS,
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    // Test helpers (`./testing` entries) leave Testing Library and Vitest to the test run.
    external: [/^react/, /^@reduxjs\//, /^redux/, /^@lotto\//, /^i18next/, 'ky', /^@testing-library\//, /^vitest/],
    ...overrides,
  });
}
