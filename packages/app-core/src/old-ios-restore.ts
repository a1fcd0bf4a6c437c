import type { RuntimeEnvironment } from './environment';
import { PATHS } from './paths';
import { STORAGE_KEYS } from './storage-keys';
import { carryTrackedQuery, readSavedTrackedQuery } from './tracked-query';
import { localStore } from './browser-storage';

/**
 * Old iOS installed apps lose session storage when relaunched, so the last path and the
 * token are kept in local storage there (spec 000 §4, spec 001 §4), and only there. A 401 on
 * any call there clears both and goes home.
 */
const OLD_IOS_BELOW = 13;

export function isOldIosInstalledApp(env: RuntimeEnvironment): boolean {
  return (env.pwa || env.webclip) && env.iosVersion !== null && env.iosVersion < OLD_IOS_BELOW;
}

export function rememberForOldIos(path: string, token: string | null, storage: Storage = localStore): void {
  storage.setItem(STORAGE_KEYS.lastPath, path);
  if (token) storage.setItem(STORAGE_KEYS.lastToken, token);
  else storage.removeItem(STORAGE_KEYS.lastToken);
}

export function readOldIosRestore(storage: Storage = localStore): { path: string | null; token: string | null } {
  return { path: storage.getItem(STORAGE_KEYS.lastPath), token: storage.getItem(STORAGE_KEYS.lastToken) };
}

export function forgetOldIosRestore(storage: Storage = localStore): void {
  storage.removeItem(STORAGE_KEYS.lastPath);
  storage.removeItem(STORAGE_KEYS.lastToken);
}

/** Where a relaunch resumes: the remembered page, with the tracked parameters this launch came with (spec 000 §9). */
export function oldIosResumeAddress(rememberedPath: string, launchSearch: string, saved = readSavedTrackedQuery()): string {
  return carryTrackedQuery(rememberedPath, launchSearch, { saved });
}

/** Where a 401 sends the old iOS installed app: home, still carrying the tracked parameters. */
export function oldIosHomeAddress(currentSearch: string, saved = readSavedTrackedQuery()): string {
  return carryTrackedQuery(PATHS.home, currentSearch, { saved });
}
