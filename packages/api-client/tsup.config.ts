import { packageConfig } from '../../tooling/tsup.preset';

export default packageConfig({
  entry: {
    index: 'src/index.ts',
    'query/index': 'src/query/index.ts',
    'games/index': 'src/games/index.ts',
    'push/index': 'src/push/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
});
