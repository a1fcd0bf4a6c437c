import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { merchantCodes, merchantDist } from '../apps/mobile/build/merchant-builds.mjs';
import { checkBuild } from '../tooling/syntax-level/syntax-level.mjs';
import { ROOT } from './lib/run.mjs';

/**
 * Every JavaScript file every merchant build emits parses in the oldest supported browsers
 * (README, "Supported browsers"): one file they cannot parse is a blank page on an iOS 12 iPhone.
 */
let failed = false;
for (const code of merchantCodes()) {
  const dist = merchantDist(code);
  if (!existsSync(dist)) {
    console.error(`✖ merchant ${code}: no build in ${relative(ROOT, dist)} (pnpm build, then pnpm --filter @lotto/mobile build:merchants)`);
    failed = true;
    continue;
  }
  const { files, failures } = checkBuild(dist);
  if (failures.length === 0) {
    console.log(`merchant ${code}: ${files} JavaScript files parse at the oldest browsers' level (${relative(ROOT, dist)})`);
    continue;
  }
  failed = true;
  console.error(`✖ merchant ${code}: syntax the oldest browsers cannot parse (${failures.length}):`);
  for (const failure of failures) console.error(`  ${relative(ROOT, dist)}/${failure}`);
}
if (failed) process.exit(1);
