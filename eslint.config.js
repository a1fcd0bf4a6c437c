import shared from './tooling/eslint.config.js';

export default [
  ...shared,
  // tsup's config, bundled for a moment beside it while a package builds: pnpm test lints during the build.
  { ignores: ['**/*.bundled_*.{mjs,cjs}'] },
];
