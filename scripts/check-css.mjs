import { relative } from 'node:path';
import { checkBuildCss } from '../tooling/css-fallbacks/check-build.mjs';
import { checkEveryMerchantBuild } from './lib/merchant-builds-check.mjs';

/**
 * Every stylesheet every merchant build emits (its CSS files and the styles inlined in index.html) keeps
 * the fallbacks the oldest supported browsers need (README, "Supported browsers"; tooling/css-fallbacks):
 * the stylelint config accepts logical properties, flex gap, min()/max()/clamp() and dvh because of them.
 */
checkEveryMerchantBuild({
  check: checkBuildCss,
  passed: 'stylesheets keep their fallbacks for the oldest browsers',
  failed: 'stylesheets without a fallback the oldest browsers need',
  where: (failure, dist) => relative(dist, failure),
});
