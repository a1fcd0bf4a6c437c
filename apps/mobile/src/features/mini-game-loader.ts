import { miniGameVariant } from '@lotto/games';
import type { AppStore } from '../store/create-store';
import type { ShellContext } from './shell-context';

function wanted(store: AppStore): boolean {
  const { session, common } = store.getState();
  return session.info !== null && miniGameVariant(common.whitelabelVal) !== null;
}

/**
 * The mini-game widget's code loads the first time a logged-in player of a merchant with the
 * widget is seen, never for visitors and never with the first paint (this runs from the late
 * features); the widget then shows and hides itself as the session comes and goes.
 */
export function startMiniGameLoader(shell: ShellContext): void {
  const { store } = shell;
  let started = false;
  const check = () => {
    if (started || !wanted(store)) return;
    started = true;
    stop();
    void import('./mini-game-feature').then(
      (m) => m.startMiniGameFeature(shell),
      () => undefined,
    );
  };
  const stop = store.subscribe(check);
  check();
}
