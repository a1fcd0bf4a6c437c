import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages';
import type { NamespaceLoaders } from './namespaces';

interface MissingKeys {
  language: LanguageCode;
  missing: string[];
  empty: string[];
  extra: string[];
}

/**
 * Compares every language of a namespace with English, the language the texts are
 * written in first; packages call this from a unit test so a missing key fails CI.
 */
export async function findMissingKeys(loaders: NamespaceLoaders, reference: LanguageCode = 'EN'): Promise<MissingKeys[]> {
  const base = (await loaders[reference]()).default;
  const baseKeys = Object.keys(base);
  const problems: MissingKeys[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const messages = (await loaders[language]()).default;
    const missing = baseKeys.filter((key) => !(key in messages));
    const empty = baseKeys.filter((key) => key in messages && !String(messages[key]).trim());
    const extra = Object.keys(messages).filter((key) => !(key in base));
    if (missing.length || empty.length || extra.length) problems.push({ language, missing, empty, extra });
  }
  return problems;
}
