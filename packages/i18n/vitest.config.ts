import { unitProject } from '../../tooling/vitest.preset';

export default unitProject('i18n');
