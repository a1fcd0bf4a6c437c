import { packageConfig } from '../../tooling/tsup.preset';

export default packageConfig({
  entry: {
    index: 'src/index.ts',
    'query/index': 'src/query/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
});
