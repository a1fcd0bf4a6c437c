import { unitProject } from '../../tooling/vitest.preset';

export default unitProject('platform-sim', 'node');
