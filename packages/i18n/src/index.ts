export { SUPPORTED_LANGUAGES, LANGUAGE_STORAGE_KEY, LANGUAGE_INFO, isSupportedLanguage } from './languages';
export type { LanguageCode } from './languages';
export { initialLanguage, readStoredLanguage } from './resolve-language';
export { registerNamespace } from './namespaces';
export type { Messages, NamespaceLoaders } from './namespaces';
export { useTexts } from './typed-texts';
export type { QualifiedKey, TextKey, TextNamespace, Texts, TypedT } from './typed-texts';
export { findMissingKeys } from './missing-keys';
export { createI18n, applyDocumentLanguage, switchLanguage } from './setup';
