import { STORAGE_KEYS } from './storage-keys';

/** Where the app is running decides the `Device` header and several prompts (spec 000 §3, spec 001 §4). */
export interface RuntimeEnvironment {
  /** Inside the operator's native app webview. */
  inApp: boolean;
  /** Installed web app, opened standalone. */
  pwa: boolean;
  /** iOS home-screen web clip (the WEBCLIP flag in local storage). */
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

export function detectEnvironment(inputs: EnvironmentInputs): RuntimeEnvironment {
  const { userAgent, search } = inputs;
  const params = new URLSearchParams(search);
  const inApp = params.get('inApp') === '1' || params.get('inApp') === 'true' || NATIVE_APP_UA_MARKER.test(userAgent);
  // iPadOS 13+ reports itself as a Mac; touch points tell them apart.
  const ipad = /iPad/.test(userAgent) || (inputs.platform === 'MacIntel' && (inputs.maxTouchPoints ?? 0) > 1);
  const iosMatch = /OS (\d+)[_.](\d+)/.exec(userAgent);
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || ipad;
  const iosVersion = isIos && iosMatch ? Number(`${iosMatch[1]}.${iosMatch[2]}`) : null;
  return {
    inApp,
    pwa: inputs.standalone && !inApp,
    webclip: inputs.webclipFlag === '1',
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
  let webclipFlag: string | null = null;
  try {
    webclipFlag = localStorage.getItem(STORAGE_KEYS.webclip);
  } catch {
    webclipFlag = null;
  }
  return detectEnvironment({
    userAgent: navigator.userAgent,
    search: location.search,
    standalone,
    webclipFlag,
    maxTouchPoints: navigator.maxTouchPoints,
    platform: navigator.platform,
  });
}
