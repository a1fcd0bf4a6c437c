/**
 * What the page needs from the native app about itself (spec 001 §2 screen 7, §5): the app's
 * version, its platform, and the upgrade on offer. The page reads it through a `NativeAppBridge`;
 * `lotto-native.ts` adapts the real app's `window.lottoNative`, `stand-in-bridge.ts` is the
 * simulator's, the tests' and the stories' stand-in. The wire shape is documented in README.md.
 */

/** The platform names of the spec's downloadable links (`resourceType` Android, IOS). */
export type NativePlatform = 'Android' | 'IOS';

export interface NativeUpgrade {
  /** The version on offer; an offer not newer than the running app is no upgrade. Absent: trust the app. */
  version?: string;
  /** The banner title and description the modal shows, in the app's language. */
  title: string;
  description: string;
  /** Where each platform's new app is downloaded from; a platform without a link gets no modal. */
  links: Partial<Record<NativePlatform, string>>;
}

export interface NativeAppInfo {
  /** The running native app's version, e.g. '2.4.38'. */
  version: string;
  platform: NativePlatform;
  upgrade: NativeUpgrade | null;
}

export interface NativeAppBridge {
  /** What the app says about itself, or null when no native app answers (a plain browser). */
  readAppInfo(): NativeAppInfo | null;
  /** Asks the app to open a link outside the webview (store, browser, installer); false when it cannot. */
  openUrl(url: string): boolean;
}
