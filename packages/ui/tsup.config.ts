import { packageConfig, WITH_DECLARATIONS } from '../../tooling/tsup.preset';

/**
 * One output file per source file, imports (CSS included) kept as they are: the app's
 * bundler then takes only the components a chunk uses, with their own styles, so the
 * dialogs and toasts stay out of the first screen until something needs them.
 */
export default packageConfig({
  entry: [
    'src/**/*.{ts,tsx,css}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.stories.{ts,tsx}',
    '!src/test-utils.tsx',
    '!src/story-samples.ts',
    '!src/**/*.d.ts',
  ],
  bundle: false,
  splitting: false,
  dts: WITH_DECLARATIONS && { entry: 'src/index.ts' },
});
