import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_INFO, SUPPORTED_LANGUAGES, textDirection, type LanguageCode } from './languages';
import { loadMessages } from './namespaces';
import { fallbackPluralRule, type PluralRule } from './plural-fallback';
import { pluralRules } from './plurals';
import { storeLanguage } from './resolve-language';

/**
 * Reads a namespace's texts from the registry, so each language file loads only when used. A file
 * that fails to load (the network dropped for a moment) is asked for again: `true` in place of the
 * texts is i18next's "try again" (350 ms, doubling, five times), while the page waits on them.
 * Without it i18next took the namespace as loaded, and the page showed its keys for the visit.
 */
const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

interface CreateI18nOptions {
  language: LanguageCode;
  namespaces: string[];
  defaultNamespace?: string;
}

/**
 * An i18next instance with the platform's upper-case language codes used as they are
 * (no `en-US` style clean-up), and no fallback language: every key exists in every
 * language, which a unit test per namespace enforces.
 */
export async function createI18n({ language, namespaces, defaultNamespace }: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      lowerCaseLng: false,
      cleanCode: false,
      nonExplicitSupportedLngs: false,
      ns: namespaces,
      defaultNS: defaultNamespace ?? namespaces[0],
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
      // The texts are asked for at once rather than a timer later: the first screen waits on them.
      initAsync: false,
      // i18next otherwise advertises its vendor in every player's console.
      showSupportNotice: false,
    });
  countByLanguageTag(instance);
  return instance;
}

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): PluralRule | undefined;
}

/**
 * i18next picks a counted text's plural form by `new Intl.PluralRules(language)`, and our codes are
 * the platform's (`CN`, `TY`), unknown to Intl, which would then count like English ("1 条" taking
 * a `_one` Chinese does not have): it is given the rules of the language's BCP 47 tag instead, and
 * where the browser has no Intl.PluralRules (Safari 12), a small rule of its own (plural-fallback.ts).
 */
function countByLanguageTag(instance: I18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const ruleOf = resolver.getRule.bind(resolver);
  const rules = new Map<string, PluralRule>();
  resolver.getRule = (code, options) => {
    if (options?.ordinal || !(SUPPORTED_LANGUAGES as readonly string[]).includes(code)) return ruleOf(code, options);
    const language = code as LanguageCode;
    const rule = rules.get(code) ?? (typeof Intl.PluralRules === 'function' ? pluralRules(language) : fallbackPluralRule(language));
    rules.set(code, rule);
    return rule;
  };
}

/** `<html lang>` and `dir` follow the language so the layout mirrors for Urdu. */
export function applyDocumentLanguage(language: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = LANGUAGE_INFO[language].htmlLang;
  doc.documentElement.dir = textDirection(language);
}

export async function switchLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  await instance.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
}
