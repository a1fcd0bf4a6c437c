/** What the stand-in app says about itself: the wire shape of `lottoNative.appInfo()` (README.md). */
export interface StandInAppInfo {
  version: string;
  platform?: 'Android' | 'IOS';
  upgrade?: {
    version?: string;
    title: string;
    description: string;
    links: { Android?: string; IOS?: string };
  } | null;
}

/**
 * A stand-in native app for the simulator's pages, the journeys, the tests and the stories: it
 * answers `lottoNative.appInfo()` with `info` (as JSON text, like the Android app) and records
 * every `openUrl` in `window.lottoNativeOpened`. It keeps whatever the bridge already has (the
 * sign-in part). Self-contained on purpose: a journey hands it to `page.addInitScript(installStandInBridge, info)`,
 * which sends the function's source to the page.
 */
export function installStandInBridge(info: StandInAppInfo): void {
  const target = window as unknown as { lottoNative?: object; lottoNativeOpened?: string[] };
  const opened: string[] = [];
  target.lottoNativeOpened = opened;
  target.lottoNative = {
    ...target.lottoNative,
    appInfo: () => JSON.stringify(info),
    openUrl: (url: string) => {
      opened.push(url);
    },
  };
}
