import { DIRECT_DOWNLOAD_MIN_VERSION } from '../constants';
import type { NativeAppInfo } from './native-contract';
import { compareVersions } from './version-compare';
import type { UpgradeOffer } from '../upgrade-offer';

/**
 * Spec 001 §2 screen 7: shown only inside the native app, when an upgrade is available and a
 * download link for the app's platform exists; otherwise nothing. An offer that is not newer
 * than the running app is not available.
 */
export function chooseUpgrade(inApp: boolean, info: NativeAppInfo | null): UpgradeOffer | null {
  if (!inApp || !info?.upgrade) return null;
  const { upgrade } = info;
  if (upgrade.version && compareVersions(upgrade.version, info.version) <= 0) return null;
  const link = upgrade.links[info.platform];
  if (!link) return null;
  return {
    title: upgrade.title,
    description: upgrade.description,
    link,
    direct: compareVersions(info.version, DIRECT_DOWNLOAD_MIN_VERSION) >= 0,
  };
}
