// Loaded once the page has settled (late-features.ts): the inbox count's poll, for the Me tab and
// the account page; RTK Query joins here if no feature brought it before.
import { accountFeature } from '@lotto/account';
import '../store/server-data';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

export function startAccountFeature(shell: ShellContext): void {
  startLateFeature(accountFeature, shell);
}
