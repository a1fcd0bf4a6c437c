import { packageConfig } from '../../tooling/tsup.preset';

export default packageConfig();
