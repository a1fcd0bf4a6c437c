import { packageConfig } from '../../tooling/tsup.preset';

/** The test and story helpers have their own entry, so they never reach the app. */
export default packageConfig({
  entry: {
    index: 'src/index.ts',
    // Home's first banner, on the first screen: the banners call alone, without the package.
    banners: 'src/server-data/banners.ts',
    'testing/index': 'src/testing/index.ts',
  },
});
