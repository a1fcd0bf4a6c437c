import { localStore } from '@lotto/app-core';
import type { ApiClient } from '@lotto/api-client';
import { applyInstalledAppLinks, installedAppLinks } from './installed-app-links';
import { merchantTemplates } from '../server-data/merchant-templates';
import { parseTemplates, readStoredTemplates, storeTemplates } from './templates';

export interface DynamicManifestDeps {
  api: Pick<ApiClient, 'call'>;
  merchantCode: string;
  doc?: Document;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * The installed app's manifest and icons (spec 001 §3, §4, §5): the templates kept from the last
 * answer link the right manifest at once, then the templates are asked again (after first paint,
 * where the shell starts this) and kept for the next start. A failed call keeps what was kept.
 */
export async function startDynamicManifest({
  api,
  merchantCode,
  doc = document,
  storage = localStore,
}: DynamicManifestDeps): Promise<void> {
  applyInstalledAppLinks(doc, installedAppLinks(readStoredTemplates(storage), merchantCode));
  const result = await merchantTemplates(api);
  const templates = result.success ? parseTemplates(result.value) : null;
  if (!templates) return;
  storeTemplates(storage, templates);
  applyInstalledAppLinks(doc, installedAppLinks(templates, merchantCode));
}
