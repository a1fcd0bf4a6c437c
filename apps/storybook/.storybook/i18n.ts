import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import type { i18n as I18n } from 'i18next';
import { storyNamespaces } from './namespaces';

/**
 * One i18next instance per language, created on first use and kept, so switching the
 * toolbar back and forth does not reload texts. The promise is stable, for React's `use`.
 */
export function storyI18n(language: LanguageCode): Promise<I18n> {
  return testI18n(storyNamespaces, language);
}
