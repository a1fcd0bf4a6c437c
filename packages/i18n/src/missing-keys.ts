import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages';
import type { NamespaceLoaders } from './namespaces';
import { pluralCategories, pluralKeyParts } from './plurals';

interface MissingKeys {
  language: LanguageCode;
  missing: string[];
  empty: string[];
  extra: string[];
}

/**
 * The keys a language's file must have: English's plain keys, and each counted text once per
 * plural category the language has (English `unread_one`, `unread_other`; Chinese `unread_other`).
 */
function expectedKeys(referenceKeys: string[], language: LanguageCode): Set<string> {
  const keys = new Set<string>();
  for (const key of referenceKeys) {
    const plural = pluralKeyParts(key);
    if (!plural) keys.add(key);
    else for (const category of pluralCategories(language)) keys.add(`${plural.base}_${category}`);
  }
  return keys;
}

/**
 * Compares every language of a namespace with English, the language the texts are
 * written in first; packages call this from a unit test so a missing key fails CI.
 * Counted texts are compared by the language's own plural categories.
 */
export async function findMissingKeys(loaders: NamespaceLoaders, reference: LanguageCode = 'EN'): Promise<MissingKeys[]> {
  const base = (await loaders[reference]()).default;
  const baseKeys = Object.keys(base);
  const problems: MissingKeys[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const messages = (await loaders[language]()).default;
    const wanted = expectedKeys(baseKeys, language);
    const missing = [...wanted].filter((key) => !(key in messages));
    const empty = [...wanted].filter((key) => key in messages && !String(messages[key]).trim());
    const extra = Object.keys(messages).filter((key) => !wanted.has(key));
    if (missing.length || empty.length || extra.length) problems.push({ language, missing, empty, extra });
  }
  return problems;
}
