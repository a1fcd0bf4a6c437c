import { unitProject } from '../../tooling/vitest.preset';

export default unitProject('app-core');
