import { packageConfig } from '../../tooling/tsup.preset';

/**
 * The test and story helpers have their own entry, so they never reach the app; the paths too, so
 * the shell's build steps read them in Node without the package's browser code.
 */
export default packageConfig({ entry: ['src/index.ts', 'src/paths.ts', 'src/testing/index.ts'] });
