import { trackingStorage } from './tracking-storage';
import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import { CLICK_ID_PARAMS } from './constants';

type ClickIdName = (typeof CLICK_ID_PARAMS)[number];

/** A click id and when this install first saw it (ms). */
interface SeenClickId {
  value: string;
  at: number;
}

export type ClickIds = Partial<Record<ClickIdName, SeenClickId>>;

export function readClickIds(storage: Storage = trackingStorage()): ClickIds {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRACKING_STORAGE_KEYS.clickIds) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ClickIds) : {};
  } catch {
    return {};
  }
}

/**
 * Takes fbclid, gclid, ttclid and kwaiclid from the address (or from the tracked query kept on
 * entry, when the page moved on before this ran). A new click replaces an older one with its own
 * time; the same click seen again keeps the time it was first seen.
 */
export function captureClickIds(sources: readonly URLSearchParams[], now: number, storage: Storage = trackingStorage()): ClickIds {
  const kept = readClickIds(storage);
  let changed = false;
  for (const name of CLICK_ID_PARAMS) {
    const value = sources.map((params) => params.get(name)).find((found) => found);
    if (!value || kept[name]?.value === value) continue;
    kept[name] = { value, at: now };
    changed = true;
  }
  if (changed) storage.setItem(TRACKING_STORAGE_KEYS.clickIds, JSON.stringify(kept));
  return kept;
}
