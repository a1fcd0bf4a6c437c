import { notificationsRequested } from '@lotto/app-core';
import { whenSettled } from '../early/when-settled';
import { askLateFeature, lateFeaturesAreReady, lateFeaturesReady, lateFeaturesStartWith } from '../early/late-asks';
import type { ShellContext } from './shell-context';

/**
 * The installed app's pieces, tracking, popups and push start once the page has settled, or at once
 * when the player asks one of them for something first (early/late-asks.ts), as the chat does
 * (chat-loader.ts). A chunk that failed to load (replaced by a deployment) leaves the page as it is,
 * and is asked for again at the next ask. `m.` rather than destructuring keeps Vite's import
 * wrapper, which the first screen carries, short.
 */
export function registerLateFeatures(shell: ShellContext, reloadCommonData: () => void): void {
  let late: Promise<void> | undefined;
  const start = () =>
    void (late ??= import('./late-features').then(
      (m) => {
        m.startLateFeatures(shell, reloadCommonData);
        lateFeaturesReady(shell.store.dispatch);
      },
      () => {
        late = undefined;
      },
    ));
  lateFeaturesStartWith(start);
  // My account's "Turn on" asks the push feature through the shell: before it has started, it is kept.
  shell.store.startListening({
    actionCreator: notificationsRequested,
    effect: (action) => {
      if (!lateFeaturesAreReady()) askLateFeature(action);
    },
  });
  whenSettled(start);
}
