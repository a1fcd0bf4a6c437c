export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_INFO,
  LANGUAGE_COUNTRY,
  RTL_LANGUAGE_CODES,
  isSupportedLanguage,
  textDirection,
} from './languages';
export type { LanguageCode, LanguageInfo } from './languages';
export { resolveLanguage, initialLanguage, readStoredLanguage, storeLanguage } from './resolve-language';
export type { InitialLanguageSources } from './resolve-language';
export { registerNamespace, registeredNamespaces, loadMessages } from './namespaces';
export type { Messages, MessagesModule, NamespaceLoaders } from './namespaces';
export { findMissingKeys } from './missing-keys';
export type { MissingKeys } from './missing-keys';
export { createI18n, applyDocumentLanguage, switchLanguage } from './setup';
export type { CreateI18nOptions } from './setup';
