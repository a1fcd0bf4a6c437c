import { isIosDevice, type DeviceInputs } from '@lotto/app-core/ios-device';
import { followableDownload } from '../prompts/download-target';
import type { NativeAppBridge, NativeAppInfo, NativePlatform, NativeUpgrade } from './native-contract';

/**
 * The slice of `window.lottoNative` this package reads (the sign-in part is the auth package's).
 * `appInfo` answers JSON text, since an Android `@JavascriptInterface` method can only return a
 * string, or the object itself (an iOS user script). Not declared on `Window`: the auth package
 * declares `lottoNative` with its own slice, and two declarations of one property would clash.
 */
interface LottoNativeUpgradeApi {
  appInfo?: () => unknown;
  openUrl?: (url: string) => void;
}

function bridgeOf(target: object): LottoNativeUpgradeApi | null {
  const bridge: unknown = (target as { lottoNative?: unknown }).lottoNative;
  return typeof bridge === 'object' && bridge !== null ? (bridge as LottoNativeUpgradeApi) : null;
}

/** The real app's bridge. Anything malformed reads as "no native app", so a bad answer shows no modal. */
export function lottoNativeBridge(
  target: object = window,
  device: DeviceInputs = { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, platform: navigator.platform },
): NativeAppBridge {
  return {
    readAppInfo() {
      const bridge = bridgeOf(target);
      if (typeof bridge?.appInfo !== 'function') return null;
      try {
        const raw: unknown = bridge.appInfo();
        return parseAppInfo(typeof raw === 'string' ? JSON.parse(raw) : raw, device);
      } catch {
        return null;
      }
    },
    openUrl(url) {
      const bridge = bridgeOf(target);
      if (typeof bridge?.openUrl !== 'function') return false;
      bridge.openUrl(url);
      return true;
    },
  };
}

const PLATFORMS: readonly NativePlatform[] = ['Android', 'IOS'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseAppInfo(value: unknown, device: DeviceInputs): NativeAppInfo | null {
  if (!isRecord(value) || typeof value.version !== 'string' || !value.version) return null;
  // An app that leaves its platform out is told by its device (app-core's rule, iPads that call themselves Macs included).
  const platform = PLATFORMS.find((name) => name === value.platform) ?? (isIosDevice(device) ? 'IOS' : 'Android');
  return { version: value.version, platform, upgrade: parseUpgrade(value.upgrade) };
}

function parseUpgrade(value: unknown): NativeUpgrade | null {
  if (!isRecord(value)) return null;
  const links: NativeUpgrade['links'] = {};
  if (isRecord(value.links)) {
    for (const platform of PLATFORMS) {
      const link = value.links[platform];
      // An upgrade link that is no https download (javascript:, data:, plain http) is as good as none.
      const safe = typeof link === 'string' ? followableDownload(link) : null;
      if (safe) links[platform] = safe;
    }
  }
  return {
    ...(typeof value.version === 'string' && value.version ? { version: value.version } : {}),
    title: typeof value.title === 'string' ? value.title : '',
    description: typeof value.description === 'string' ? value.description : '',
    links,
  };
}
