import { packageConfig } from '../../tooling/tsup.preset';

/**
 * The test and story helpers have their own entries, so they never reach the app. The stand-in
 * native app has one of its own: the journeys hand it to the browser and must not load Testing Library.
 * So has the service worker's code: it runs in the worker, which loads nothing of the page.
 */
export default packageConfig({
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'testing/native-stand-in': 'src/upgrade/stand-in-bridge.ts',
    'service-worker': 'src/worker/index.ts',
  },
});
