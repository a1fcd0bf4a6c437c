import { TEMPLATE_STORAGE_KEYS } from '@lotto/app-core/template-storage-keys';

/** The merchant's template parameters (spec 001 §3), as kept in local storage: absent ones are null. */
export interface InstalledAppTemplates {
  imageLogo: string | null;
  /** JSON text `{ title, icons: { 192, 256, 384, 512 } }`. */
  pwa: string | null;
  desktopAppFeature: string | null;
  appleTouchIcon: string | null;
}

type TemplateName = keyof typeof TEMPLATE_STORAGE_KEYS;
const NAMES = Object.keys(TEMPLATE_STORAGE_KEYS) as TemplateName[];

/** A string, or a number (a server may send `desktop_app_feature` as 1) as text; anything else is absent. */
function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.trim()) return value.trim();
  // `pwa` may come as the object itself rather than its JSON text.
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return null;
}

/** `GET /wps/system/templates`' value, the parameters under the spec's names; null for an answer that is no object. */
export function parseTemplates(value: unknown): InstalledAppTemplates | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(NAMES.map((name) => [name, text(record[TEMPLATE_STORAGE_KEYS[name]])])) as unknown as InstalledAppTemplates;
}

type TemplateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the last answer left in local storage (refused storage reads as none). */
export function readStoredTemplates(storage: TemplateStorage): InstalledAppTemplates {
  return Object.fromEntries(
    NAMES.map((name) => {
      try {
        return [name, storage.getItem(TEMPLATE_STORAGE_KEYS[name])];
      } catch {
        return [name, null];
      }
    }),
  ) as unknown as InstalledAppTemplates;
}

/** Keeps an answer, so the next start links the right manifest before any call; an absent parameter is removed. */
export function storeTemplates(storage: TemplateStorage, templates: InstalledAppTemplates): void {
  for (const name of NAMES) {
    const key = TEMPLATE_STORAGE_KEYS[name];
    const value = templates[name];
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Storage refused (private mode): this visit still uses the answer.
    }
  }
}
