import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import { VOLUUM_CLICK_PARAM, VOLUUM_COOKIE_MAX_AGE_S } from './constants';

/**
 * The Voluum click id from the address goes into a cookie for one day (spec 000 §9), for the
 * platform's postback: `Secure` on https so it never crosses in clear text, `SameSite=Lax` so no
 * other site's request carries it.
 */
export function keepVoluumClick(params: URLSearchParams, doc: Document = document, protocol: string = location.protocol): void {
  const click = params.get(VOLUUM_CLICK_PARAM);
  if (!click) return;
  const secure = protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${TRACKING_STORAGE_KEYS.voluumCookie}=${encodeURIComponent(click)}; max-age=${VOLUUM_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax${secure}`;
}

/** The kept click, or undefined; a value another script wrote badly (`%E0%A4%A`) is read as it stands rather than throwing. */
export function readVoluumClick(doc: Document = document): string | undefined {
  const prefix = `${TRACKING_STORAGE_KEYS.voluumCookie}=`;
  const entry = doc.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!entry) return undefined;
  const raw = entry.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
