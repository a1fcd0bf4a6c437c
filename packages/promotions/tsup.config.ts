import { packageConfig } from '../../tooling/tsup.preset';

/** The test and story helpers have their own entry, so they never reach the app. */
export default packageConfig({
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
});
