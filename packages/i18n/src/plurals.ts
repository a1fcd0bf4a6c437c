import { LANGUAGE_INFO, type LanguageCode } from './languages';

/** CLDR's plural categories, each an i18next key suffix (`unread_one`, `unread_other`). */
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** A plural key's base and category (`unread_one` → `unread`, `one`), or null for a plain key. */
export function pluralKeyParts(key: string): { base: string; category: PluralCategory } | null {
  const match = PLURAL_KEY.exec(key);
  return match ? { base: match[1] ?? '', category: match[2] as PluralCategory } : null;
}

/**
 * The plural rules of a language by its BCP 47 tag: our codes are the platform's (`CN`, `TY`),
 * which Intl does not know (it would take `CN` for an unknown language and count like English).
 */
export function pluralRules(language: LanguageCode): Intl.PluralRules {
  return new Intl.PluralRules(LANGUAGE_INFO[language].htmlLang);
}

/** The categories a language's texts must have for each counted text (English: one, other; Chinese: other). */
export function pluralCategories(language: LanguageCode): PluralCategory[] {
  return pluralRules(language).resolvedOptions().pluralCategories as PluralCategory[];
}
