import { packageConfig } from '../../tooling/tsup.preset';

export default packageConfig({ entry: ['src/index.ts', 'src/feedback-host.ts'] });
