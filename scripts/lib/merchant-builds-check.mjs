import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { merchantCodes, merchantDist } from '../../apps/mobile/build/merchant-builds.mjs';
import { ROOT } from './run.mjs';

/**
 * Runs a check of built files on every merchant's build, prints each merchant's result, and exits 1 if
 * any build is missing or fails: `check(dist)` gives how many files it read and its failures, `passed`
 * and `failed` say what a clean and a failing build mean, `where(failure, dist)` names a failure.
 */
export function checkEveryMerchantBuild({ check, passed, failed, where }) {
  let anyFailed = false;
  for (const code of merchantCodes()) {
    const dist = merchantDist(code);
    if (!existsSync(dist)) {
      console.error(
        `✖ merchant ${code}: no build in ${relative(ROOT, dist)} (pnpm build, then pnpm --filter @lotto/mobile build:merchants)`,
      );
      anyFailed = true;
      continue;
    }
    const { files, failures } = check(dist);
    if (failures.length === 0) {
      console.log(`merchant ${code}: ${files} ${passed} (${relative(ROOT, dist)})`);
      continue;
    }
    anyFailed = true;
    console.error(`✖ merchant ${code}: ${failed} (${failures.length}):`);
    for (const failure of failures) console.error(`  ${where(failure, dist)}`);
  }
  if (anyFailed) process.exit(1);
}
