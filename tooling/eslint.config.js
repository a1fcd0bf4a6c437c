import js from '@eslint/js';
import globals from 'globals';
import esx from 'eslint-plugin-es-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Built-ins newer than the oldest supported browsers (README, "Supported browsers": Safari 12, Chrome 64)
 * that nothing stands in for: the build lowers syntax, not these. Stood in for, so allowed:
 * Object.fromEntries and hasOwn, Array.prototype.at, flat and flatMap, Promise.allSettled
 * (apps/mobile/src/legacy/builtins.ts), and globalThis (vite.config.ts `define`). Left out because, without
 * types, they would report every `.at()` on an array and every `.description` field: String.prototype.at
 * and Symbol.prototype.description.
 */
const NEWER_THAN_SUPPORTED = [
  'no-string-prototype-matchall',
  'no-string-prototype-replaceall',
  'no-string-prototype-iswellformed-towellformed',
  'no-promise-any',
  'no-promise-withresolvers',
  'no-weakrefs',
  'no-bigint',
  'no-array-prototype-findlast-findlastindex',
  'no-array-prototype-toreversed',
  'no-array-prototype-tosorted',
  'no-array-prototype-tospliced',
  'no-array-prototype-with',
  'no-array-fromasync',
  'no-object-groupby',
  'no-map-groupby',
  'no-intl-relativetimeformat',
  'no-intl-listformat',
  'no-intl-displaynames',
  'no-intl-segmenter',
  // Regular expressions are not lowered either, and one Safari 12 cannot parse blanks the page.
  'no-regexp-lookbehind-assertions',
  'no-regexp-d-flag',
  'no-regexp-v-flag',
];

/** Shared lint rules: strict TypeScript, the rules of hooks, and no reaching into another package's files. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-merchants/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lotto/*/src/*', '@lotto/*/dist/*', '@lotto/*/src', '@lotto/*/dist'],
              message: 'Import a package through its exports map, never its files.',
            },
            { group: ['../../packages/*', '../../../packages/*'], message: 'Import a package by name, never by path.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // What runs in the player's browser: the packages' and the shell's sources (not their tests, stories
  // or tools), and the simulator's Geetest stand-in, which the app loads where the vendor's script runs.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/mobile/src/**/*.{ts,tsx}', 'apps/platform-sim/src/captcha/geetest-standin/browser.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/src/testing/**'],
    plugins: { 'es-x': esx },
    // Without type information, a method is reported by its name on whatever it is called.
    settings: { 'es-x': { aggressive: true } },
    rules: Object.fromEntries(NEWER_THAN_SUPPORTED.map((rule) => [`es-x/${rule}`, 'error'])),
  },
);
