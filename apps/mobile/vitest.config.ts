import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { unitProject } from '../../tooling/vitest.preset.ts';

export default mergeConfig(unitProject('mobile'), {
  resolve: { alias: { '@merchant': fileURLToPath(new URL('./merchants/demo.ts', import.meta.url)) } },
  // The build's own plugins are tested beside them, the merchant files beside them.
  test: { include: ['build/**/*.test.{ts,tsx}', 'merchants/**/*.test.ts'] },
});
