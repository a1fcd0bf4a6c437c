import type { i18n as I18n } from 'i18next';
import type { LanguageCode } from '../languages';
import { registerNamespace, type NamespaceLoaders } from '../namespaces';
import { createI18n } from '../setup';

const instances = new Map<string, Promise<I18n>>();

/**
 * An i18next instance for tests and stories with these namespaces registered and loaded, one per
 * language and namespace set, shared by every test of a run. Await it before `vi.useFakeTimers()`:
 * i18next defers its first load with a timer. The first namespace is the default one.
 */
export function testI18n(namespaces: Readonly<Record<string, NamespaceLoaders>>, language: LanguageCode = 'EN'): Promise<I18n> {
  const names = Object.keys(namespaces);
  for (const name of names) registerNamespace(name, namespaces[name] as NamespaceLoaders);
  const key = `${language}:${names.join(',')}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = createI18n({ language, namespaces: names });
    instances.set(key, instance);
  }
  return instance;
}
