import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { merchantCodes, merchantDist } from '../apps/mobile/build/merchant-builds.mjs';
import { checkBuildCss } from '../tooling/css-fallbacks/check-build.mjs';
import { ROOT } from './lib/run.mjs';

/**
 * Every stylesheet every merchant build emits (its CSS files and the styles inlined in index.html) keeps
 * the fallbacks the oldest supported browsers need (README, "Supported browsers"; tooling/css-fallbacks):
 * the stylelint config accepts logical properties, flex gap, min()/max()/clamp() and dvh because of them.
 */
let failed = false;
for (const code of merchantCodes()) {
  const dist = merchantDist(code);
  if (!existsSync(dist)) {
    console.error(`✖ merchant ${code}: no build in ${relative(ROOT, dist)} (pnpm build, then pnpm --filter @lotto/mobile build:merchants)`);
    failed = true;
    continue;
  }
  const { files, failures } = checkBuildCss(dist);
  if (failures.length === 0) {
    console.log(`merchant ${code}: ${files} stylesheets keep their fallbacks for the oldest browsers (${relative(ROOT, dist)})`);
    continue;
  }
  failed = true;
  console.error(`✖ merchant ${code}: stylesheets without a fallback the oldest browsers need (${failures.length}):`);
  for (const failure of failures) console.error(`  ${relative(dist, failure)}`);
}
if (failed) process.exit(1);
