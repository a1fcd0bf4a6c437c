import { isIosDevice, isIpad } from './ios-device';
import { STORAGE_KEYS } from './storage-keys';
import { localStore } from './browser-storage';

/** Where the app is running decides the `Device` header and several prompts (spec 000 §3, spec 001 §4). */
export interface RuntimeEnvironment {
  /** Inside the operator's native app webview. */
  inApp: boolean;
  /** Installed web app, opened standalone from its manifest (the WEBCLIP flag is '0'). */
  pwa: boolean;
  /** Home-screen web clip, opened standalone (the WEBCLIP flag is '1'). */
  webclip: boolean;
  ipad: boolean;
  /** iOS major.minor, or null elsewhere. */
  iosVersion: number | null;
}

/** Marker the native app adds to its webview's user agent. */
const NATIVE_APP_UA_MARKER = /\bLottoApp\b|\bwv\b.*\bMCApp\b/i;

export interface EnvironmentInputs {
  userAgent: string;
  search: string;
  standalone: boolean;
  webclipFlag: string | null;
  maxTouchPoints?: number;
  platform?: string;
}

/** The query parameter the manifest's start page carries, so an install from the manifest is told from a web clip. */
const HOMESCREEN_QUERY = 'homescreen';

/**
 * The WEBCLIP flag after this start (spec 001 §4): '0' when opened standalone with the
 * `homescreen` parameter (the manifest's start page), '1' when opened standalone without it
 * and no earlier flag, else what was stored. Storage is per installed app on iOS, so the flag
 * belongs to the icon that opened the app.
 */
export function nextWebclipFlag(stored: string | null, standalone: boolean, search: string): string | null {
  if (!standalone) return stored;
  if (new URLSearchParams(search).has(HOMESCREEN_QUERY)) return '0';
  return stored ?? '1';
}

export function detectEnvironment(inputs: EnvironmentInputs): RuntimeEnvironment {
  const { userAgent, search } = inputs;
  const params = new URLSearchParams(search);
  const inApp = params.get('inApp') === '1' || params.get('inApp') === 'true' || NATIVE_APP_UA_MARKER.test(userAgent);
  const ipad = isIpad(inputs);
  const iosMatch = /OS (\d+)[_.](\d+)/.exec(userAgent);
  const iosVersion = isIosDevice(inputs) && iosMatch ? Number(`${iosMatch[1]}.${iosMatch[2]}`) : null;
  const installed = inputs.standalone && !inApp;
  const webclip = installed && inputs.webclipFlag === '1';
  return {
    inApp,
    pwa: installed && !webclip,
    webclip,
    ipad,
    iosVersion,
  };
}

/** `Device` header and login `device` field: IPAD, PWA or WEBCLIP; none in a plain browser or the native app. */
export function deviceHeader(env: RuntimeEnvironment): 'IPAD' | 'PWA' | 'WEBCLIP' | null {
  if (env.ipad) return 'IPAD';
  if (env.webclip) return 'WEBCLIP';
  if (env.pwa) return 'PWA';
  return null;
}

export function readBrowserEnvironment(): RuntimeEnvironment {
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const stored = localStore.getItem(STORAGE_KEYS.webclip);
  const webclipFlag = nextWebclipFlag(stored, standalone, location.search);
  // The rule only ever sets a flag, never clears one: a change is always to '0' or '1'.
  if (webclipFlag !== stored) localStore.setItem(STORAGE_KEYS.webclip, webclipFlag as string);
  return detectEnvironment({
    userAgent: navigator.userAgent,
    search: location.search,
    standalone,
    webclipFlag,
    maxTouchPoints: navigator.maxTouchPoints,
    platform: navigator.platform,
  });
}
