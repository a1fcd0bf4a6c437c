import { relative } from 'node:path';
import { checkBuild } from '../tooling/syntax-level/syntax-level.mjs';
import { checkEveryMerchantBuild } from './lib/merchant-builds-check.mjs';
import { ROOT } from './lib/run.mjs';

/**
 * Every JavaScript file every merchant build emits parses in the oldest supported browsers
 * (README, "Supported browsers"): one file they cannot parse is a blank page on an iOS 12 iPhone.
 */
checkEveryMerchantBuild({
  check: checkBuild,
  passed: "JavaScript files parse at the oldest browsers' level",
  failed: 'syntax the oldest browsers cannot parse',
  where: (failure, dist) => `${relative(ROOT, dist)}/${failure}`,
});
