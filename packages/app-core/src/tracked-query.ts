import { STORAGE_KEYS } from './storage-keys';
import { sessionStore } from './browser-storage';

/** Spec 000 §9: query parameters carried on every push or replace navigation. */
export const TRACKED_QUERY_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
] as const;

export interface CarryOptions {
  /** Extra names the caller wants carried as well. */
  extraNames?: readonly string[];
  /** Values saved earlier in browser storage, merged in when the current address lacks them. */
  saved?: Record<string, string>;
}

/**
 * Builds the address to navigate to: the target's own path, query and hash are kept;
 * tracked parameters from the current address (or saved ones) are added where the
 * target does not set them itself.
 */
export function carryTrackedQuery(target: string, currentSearch: string, options: CarryOptions = {}): string {
  const url = new URL(target, 'http://app.invalid');
  const current = new URLSearchParams(currentSearch);
  const names = [...TRACKED_QUERY_PARAMS, ...(options.extraNames ?? [])];
  for (const name of names) {
    if (url.searchParams.has(name)) continue;
    const value = current.get(name) ?? options.saved?.[name];
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, value);
  }
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/**
 * Keeps the tracked parameters seen on entry, and any names a caller carries, so they survive
 * a page that drops its query.
 */
export function saveTrackedQuery(search: string, extraNames: readonly string[] = [], storage: Storage = sessionStore): void {
  const params = new URLSearchParams(search);
  const saved = readSavedTrackedQuery(storage);
  let changed = false;
  for (const name of [...TRACKED_QUERY_PARAMS, ...extraNames]) {
    const value = params.get(name);
    if (value && saved[name] !== value) {
      saved[name] = value;
      changed = true;
    }
  }
  if (changed) storage.setItem(STORAGE_KEYS.trackedQuery, JSON.stringify(saved));
}

export function readSavedTrackedQuery(storage: Storage = sessionStore): Record<string, string> {
  try {
    const raw = storage.getItem(STORAGE_KEYS.trackedQuery);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
