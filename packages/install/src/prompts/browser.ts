import { isIosDevice } from '@lotto/app-core/ios-device';
import { IOS_MORE_MENU_FROM, LEGACY_IOS_BELOW } from './constants';

/**
 * Which browser the prompts talk to (spec 001 §4, §5). In-app browsers come first: their user
 * agents also say Safari or Chrome, yet neither installing nor downloading works inside them.
 */
export type BrowserKind = 'in-app' | 'ios-safari' | 'ios-other' | 'android' | 'other';

/** Facebook, Instagram, LINE and TikTok webviews (spec 001 §4 issue 12 list), Messenger and WeChat too. */
const IN_APP = /FBAN|FBAV|FB_IAB|FBIOS|Instagram|\bLine\/|musical_ly|TikTok|BytedanceWebview|MicroMessenger/i;
/** iOS browsers other than Safari: Chrome, Firefox, Edge, Opera, Yandex, the Google app. */
const IOS_OTHER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\//;

export function browserKind(userAgent: string, ipad = false): BrowserKind {
  if (IN_APP.test(userAgent)) return 'in-app';
  // The environment's rule, told only the user agent: `ipad` carries the iPadOS-as-Mac signal.
  if (isIosDevice({ userAgent }) || ipad) {
    if (IOS_OTHER.test(userAgent)) return 'ios-other';
    // A WKWebView in some other app has no Safari token: it cannot add to the home screen either.
    return /Safari\//.test(userAgent) ? 'ios-safari' : 'in-app';
  }
  return /Android/.test(userAgent) ? 'android' : 'other';
}

export function isIos(kind: BrowserKind): boolean {
  return kind === 'ios-safari' || kind === 'ios-other';
}

/** The iOS guide's variant: legacy below 12.2, the ⋯ menu's extra step from iOS 26. */
export type GuideVariant = 'legacy' | 'share' | 'more-menu';

export function guideVariant(iosVersion: number | null): GuideVariant {
  if (iosVersion !== null && iosVersion < LEGACY_IOS_BELOW) return 'legacy';
  if (iosVersion !== null && iosVersion >= IOS_MORE_MENU_FROM) return 'more-menu';
  return 'share';
}

/**
 * Safari 26 freezes the OS part of its user agent at 18.6 and reports the real release only as
 * `Version/26.x`; the larger of the two is the iOS the guide must describe.
 */
export function effectiveIosVersion(userAgent: string, osVersion: number | null): number | null {
  if (osVersion === null) return null;
  const safari = /Version\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  const safariVersion = safari ? Number(`${safari[1]}.${safari[2] ?? 0}`) : 0;
  return safariVersion >= IOS_MORE_MENU_FROM ? safariVersion : osVersion;
}
