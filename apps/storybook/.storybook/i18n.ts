import { createI18n, registerNamespace, type LanguageCode } from '@lotto/i18n';
import type { i18n as I18n } from 'i18next';
import { storyNamespaces } from './namespaces';

const instances = new Map<LanguageCode, Promise<I18n>>();
let registered = false;

/**
 * One i18next instance per language, created on first use and kept, so switching the
 * toolbar back and forth does not reload texts. The promise is stable, for React's `use`.
 */
export function storyI18n(language: LanguageCode): Promise<I18n> {
  if (!registered) {
    for (const [namespace, loaders] of Object.entries(storyNamespaces)) registerNamespace(namespace, loaders);
    registered = true;
  }
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ language, namespaces: Object.keys(storyNamespaces) });
    instances.set(language, instance);
  }
  return instance;
}
