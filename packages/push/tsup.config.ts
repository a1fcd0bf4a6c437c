import { packageConfig } from '../../tooling/tsup.preset';

/** The test helpers and the service worker's part have their own entries, so neither reaches the page's bundle. */
export default packageConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'service-worker/index': 'src/service-worker/index.ts' },
});
