import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, type LanguageCode } from './languages';

/**
 * Maps any language tag (a browser's `zh-HK`, a stored `en`, the platform's `PT-BR`)
 * to an interface language: ZH* is CN, TL or PH is TY, a supported code is kept, and
 * anything else falls back to the first language the merchant supports.
 */
export function resolveLanguage(input: string | null | undefined, supported: readonly LanguageCode[] = SUPPORTED_LANGUAGES): LanguageCode {
  const fallback = supported[0] ?? SUPPORTED_LANGUAGES[0];
  if (!input) return fallback;
  const tag = input.trim().toUpperCase().replace('_', '-');
  const primary = tag.split('-')[0] ?? '';
  const candidates: string[] = [];
  // Spec 000 §1: every ZH variant, traditional ones included, is CN; TW is only ever the player's own choice.
  if (primary === 'ZH') candidates.push('CN');
  else if (primary === 'TL' || primary === 'PH' || primary === 'FIL') candidates.push('TY');
  else candidates.push(tag, primary);
  for (const candidate of candidates) {
    const found = supported.find((code) => code === candidate);
    if (found) return found;
  }
  return fallback;
}

interface InitialLanguageSources {
  stored?: string | null;
  browser?: readonly string[];
  supported?: readonly LanguageCode[];
}

/** A stored choice wins; otherwise the browser's first language; otherwise the first supported. */
export function initialLanguage({ stored, browser = [], supported = SUPPORTED_LANGUAGES }: InitialLanguageSources): LanguageCode {
  if (stored) return resolveLanguage(stored, supported);
  if (browser.length > 0) return resolveLanguage(browser[0], supported);
  return resolveLanguage(null, supported);
}

// i18n sits below app-core's guarded stores: the area is read inside the try (Chrome with cookies
// blocked throws from the getter itself), never in a default parameter.
export function readStoredLanguage(storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    return (storage ?? localStorage).getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(code: LanguageCode, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? localStorage).setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}
