import type { StatusQuery } from './server-data/system-status';
import { STORAGE_KEYS } from './storage-keys';
import { carryTrackedQuery, readSavedTrackedQuery } from './tracked-query';
import { withoutToken } from './without-token';
import { localStore } from './browser-storage';

export interface StatusQuerySources {
  /** `location.href` of the page. */
  href: string;
  /** Tracked query parameters saved earlier in the session (readSavedTrackedQuery). */
  savedTracked?: Record<string, string>;
  /** The raw registration info from storage, if any. */
  registrationInfo?: string | null;
}

/**
 * The status call's query (spec 001 §7): `track` is the tracked query string the player came
 * with (empty when none), `originalDomain` the domain the player registered from or else the
 * current host name, `url` the page address with any session token taken out.
 */
export function statusQuery({ href, savedTracked, registrationInfo }: StatusQuerySources): Required<StatusQuery> {
  const page = new URL(href);
  const carried = new URL(carryTrackedQuery('/', page.search, { saved: savedTracked }), page.origin);
  return {
    track: carried.search.replace(/^\?/, ''),
    originalDomain: originalDomainOf(registrationInfo) ?? page.hostname,
    url: withoutToken(href).toString(),
  };
}

function originalDomainOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const domain = typeof parsed === 'object' && parsed !== null ? (parsed as { originalDomain?: unknown }).originalDomain : undefined;
    return typeof domain === 'string' && domain.trim() !== '' ? domain.trim() : null;
  } catch {
    return null;
  }
}

function readRegistrationInfo(): string | null {
  return localStore.getItem(STORAGE_KEYS.registerInfo);
}

/** The status query of the page as it is now. */
export function currentStatusQuery(): Required<StatusQuery> {
  return statusQuery({ href: location.href, savedTracked: readSavedTrackedQuery(), registrationInfo: readRegistrationInfo() });
}
