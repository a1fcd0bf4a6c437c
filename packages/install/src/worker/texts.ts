/** A precache entry as the build injects it: a hashed file has no revision, index.html has one. */
export interface ManifestEntry {
  url: string;
  revision?: string | null;
}

/** Tells a texts file's language from its path or address; null for every other file (the build's naming rule). */
export type TextsLanguage = (url: string) => string | null;

/** The shell is precached whole; texts are cached for the languages the player uses, not all twenty. */
export function splitTexts(
  entries: readonly ManifestEntry[],
  textsLanguage: TextsLanguage,
): { shell: ManifestEntry[]; texts: Map<string, string[]> } {
  const shell: ManifestEntry[] = [];
  const texts = new Map<string, string[]>();
  for (const entry of entries) {
    const language = textsLanguage(entry.url);
    if (language === null) shell.push(entry);
    else texts.set(language, [...(texts.get(language) ?? []), entry.url]);
  }
  return { shell, texts };
}

/** The languages a cache holds texts for: those the player has used, whose new texts the next build caches at install. */
export function languagesIn(urls: readonly string[], textsLanguage: TextsLanguage): Set<string> {
  const languages = new Set<string>();
  for (const url of urls) {
    const language = textsLanguage(url);
    if (language !== null) languages.add(language);
  }
  return languages;
}
