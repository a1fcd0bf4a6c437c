import type { LanguageCode } from './languages';

export type Messages = Readonly<Record<string, string>>;
type MessagesModule = { default: Messages };
/** One loader per language, each a dynamic import so a language's texts load only when chosen. */
export type NamespaceLoaders = Record<LanguageCode, () => Promise<MessagesModule>>;

const registry = new Map<string, NamespaceLoaders>();

/** Each feature package registers the texts it owns under its own namespace. */
export function registerNamespace(namespace: string, loaders: NamespaceLoaders): void {
  registry.set(namespace, loaders);
}

export async function loadMessages(language: string, namespace: string): Promise<Messages> {
  const loaders = registry.get(namespace);
  if (!loaders) throw new Error(`i18n namespace "${namespace}" is not registered`);
  const loader = loaders[language as LanguageCode];
  if (!loader) throw new Error(`i18n namespace "${namespace}" has no "${language}" texts`);
  return (await loader()).default;
}
