// Chromium may offer the install (`beforeinstallprompt`) as the page loads, long before the install
// feature (after first paint) listens, and before the entry itself has loaded: the head's script
// (build/first-screen-route.ts) keeps the event on the window under this name for the feature, and
// holds back the browser's own banner meanwhile, as the feature would (spec 001 §4).
export const EARLY_INSTALL_KEEPER = '__lottoEarlyInstall';

/** What the head's script leaves on the window: the event kept (`e`) and its listener (`f`). */
interface Keeper {
  e: Event | null;
  f: (event: Event) => void;
}

type KeeperWindow = Window & { [EARLY_INSTALL_KEEPER]?: Keeper };

/** The dev server's page has no head script: the entry keeps the event itself then. */
export function holdEarlyInstallEvent(target: KeeperWindow = window): void {
  if (target[EARLY_INSTALL_KEEPER]) return;
  const keeper: Keeper = {
    e: null,
    f: (event) => {
      event.preventDefault();
      keeper.e = event;
    },
  };
  target[EARLY_INSTALL_KEEPER] = keeper;
  target.addEventListener('beforeinstallprompt', keeper.f);
}

/** The install feature takes over: stops keeping, and hands over the event kept, if any. */
export function takeEarlyInstallEvent(target: KeeperWindow = window): Event | null {
  const keeper = target[EARLY_INSTALL_KEEPER];
  if (!keeper) return null;
  target.removeEventListener('beforeinstallprompt', keeper.f);
  delete target[EARLY_INSTALL_KEEPER];
  return keeper.e;
}
