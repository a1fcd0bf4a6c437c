import { packageConfig } from '../../tooling/tsup.preset';

/**
 * The texts have their own entry, so the shell can register them without loading the captcha;
 * the test and story helpers have theirs, so they never reach the app.
 */
export default packageConfig({ entry: ['src/index.ts', 'src/locales/index.ts', 'src/testing/index.ts'] });
