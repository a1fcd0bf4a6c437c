// Loaded once the page has settled (late-features.ts): the push package's code and texts stay off
// the first screen, and Firebase's messaging SDK loads only when a token is asked for.
import merchant from '@merchant';
import { pushFeature } from '@lotto/push';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

/** Push for merchants with a push project only: for the others nothing joins the store. */
export function startPushFeature(shell: ShellContext): void {
  if (!merchant.push) return;
  startLateFeature(pushFeature, shell, { config: merchant.push, merchantCode: merchant.code });
}
