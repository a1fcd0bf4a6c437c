import { trackingStorage } from './tracking-storage';
import { AD_INFO_FIELDS } from './constants';

export type AdInfo = Partial<Record<(typeof AD_INFO_FIELDS)[number], string>>;

/** The native app's ad ids (spec 001 §3), as it left them in local storage; only those present. */
export function readAdInfo(storage: Storage = trackingStorage()): AdInfo {
  const info: AdInfo = {};
  for (const field of AD_INFO_FIELDS) {
    const value = storage.getItem(field);
    if (value) info[field] = value;
  }
  return info;
}
