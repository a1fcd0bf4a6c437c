import { packageConfig } from '../../tooling/tsup.preset';

/** The test and story helpers have their own entry, so they never reach the app. */
export default packageConfig({
  entry: {
    index: 'src/index.ts',
    // Home's referral entry reads it on the first screen: an entry of its own, apart from the page.
    'referral-target': 'src/referral-target.ts',
    'testing/index': 'src/testing/index.ts',
  },
});
