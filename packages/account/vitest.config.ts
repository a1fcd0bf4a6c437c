import { unitProject } from '../../tooling/vitest.preset.ts';

export default unitProject('account');
