import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import { VOLUUM_CLICK_PARAM, VOLUUM_COOKIE_MAX_AGE_S } from './constants';

/** The Voluum click id from the address goes into a cookie for one day (spec 000 §9), for the platform's postback. */
export function keepVoluumClick(params: URLSearchParams, doc: Document = document): void {
  const click = params.get(VOLUUM_CLICK_PARAM);
  if (!click) return;
  doc.cookie = `${TRACKING_STORAGE_KEYS.voluumCookie}=${encodeURIComponent(click)}; max-age=${VOLUUM_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
}

export function readVoluumClick(doc: Document = document): string | undefined {
  const prefix = `${TRACKING_STORAGE_KEYS.voluumCookie}=`;
  const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}
