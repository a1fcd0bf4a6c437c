import type { LanguageCode } from './languages';

/** The part of Intl.PluralRules i18next uses. */
export interface PluralRule {
  select(count: number): string;
  resolvedOptions(): { pluralCategories: string[] };
}

/** CLDR's cardinal `one` of each language for whole counts; null where a language has `other` only. */
const ONE: Record<LanguageCode, ((count: number) => boolean) | null> = {
  CN: null,
  TW: null,
  JA: null,
  KO: null,
  TH: null,
  VI: null,
  ID: null,
  MS: null,
  KM: null,
  MY: null,
  EN: (count) => count === 1,
  ES: (count) => count === 1,
  TA: (count) => count === 1,
  TR: (count) => count === 1,
  UR: (count) => count === 1,
  // `i = 0 or n = 1`, and Portuguese's `i = 0..1`: nought counts as one.
  HI: (count) => count === 0 || count === 1,
  BN: (count) => count === 0 || count === 1,
  PT: (count) => count === 0 || count === 1,
  'PT-BR': (count) => count === 0 || count === 1,
  // Filipino: every whole count but those ending in 4, 6 or 9.
  TY: (count) => ![4, 6, 9].includes(count % 10),
};

/**
 * A language's plural rule where the browser has no Intl.PluralRules (Safari 12), so a counted text
 * still picks its form: `one` and `other` (the rarer `many` of a million in Spanish and Portuguese
 * falls to `other`), or `other` alone for the languages that have no plural. i18next's own stand-in
 * would count every language like English, and so look for a `_one` Chinese does not have.
 */
export function fallbackPluralRule(language: LanguageCode): PluralRule {
  const one = ONE[language];
  return {
    select: (count) => (one && Number.isInteger(count) && one(Math.abs(count)) ? 'one' : 'other'),
    resolvedOptions: () => ({ pluralCategories: one ? ['one', 'other'] : ['other'] }),
  };
}
