// Loaded once the page has settled (main.tsx): one import for every late feature keeps the first
// screen's import wrappers to one.
import { startAccountFeature } from './account-feature';
import { startBrandFeature } from './brand-feature';
import { startInstallFeature } from './install-feature';
import { startMiniGameLoader } from './mini-game-loader';
import { startPopupsFeature } from './popups-feature';
import { startPushFeature } from './push-feature';
import type { ShellContext } from './shell-context';
import { startTrackingFeature } from './tracking-feature';

/**
 * Starts each feature on its own: one that throws (an engine without something it uses, such as
 * Safari's blocked local storage) is reported and leaves the others running, where it once took
 * the popups, push, brand and mini game down with it.
 */
function startEach(...starts: Array<() => unknown>): void {
  for (const start of starts) {
    try {
      start();
    } catch (error) {
      // Thrown again on its own turn, so the page's error reporting still hears of it.
      window.setTimeout(() => {
        throw error;
      });
    }
  }
}

/** `reloadCommonData` asks for the boot call again (the network came back after it failed). */
export function startLateFeatures(shell: ShellContext, reloadCommonData: () => void): void {
  startEach(
    () => startInstallFeature(shell, reloadCommonData),
    () => startTrackingFeature(shell),
    () => startPopupsFeature(shell),
    () => startPushFeature(shell),
    () => void startBrandFeature(shell.store, shell.api),
    () => startMiniGameLoader(shell),
    () => startAccountFeature(shell),
  );
}
