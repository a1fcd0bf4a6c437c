import type { ApiClient } from './client';

/**
 * The installed-app manifest (spec 000 §7). Sign-in's and registration's calls live with the
 * sign-in feature, in `@lotto/auth`'s `src/server-data/`, which shapes their payloads.
 */

export function installedAppManifest(api: ApiClient, merchantCode: string) {
  return api.call<Record<string, unknown>>('/wps/system/manifest.json', { query: { merchantCode } });
}
