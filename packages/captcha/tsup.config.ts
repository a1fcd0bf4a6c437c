import { packageConfig } from '../../tooling/tsup.preset';

/** The texts have their own entry, so the shell can register them without loading the captcha. */
export default packageConfig({ entry: ['src/index.ts', 'src/locales/index.ts'] });
