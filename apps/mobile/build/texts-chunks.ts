/**
 * Every language's text chunks are named `<name>.<hash>.js` where every other chunk is
 * `<name>-<hash>.js`: the same length (a folder per language would lengthen every import of a
 * text on the first screen), yet the service worker tells them apart and caches the languages a
 * player uses rather than all twenty (issue 11). Vite's hashes never contain a dot.
 */
const TEXTS_CHUNK_FILE = 'assets/[name].[hash].js';
const DEFAULT_CHUNK_FILE = 'assets/[name]-[hash].js';
/** The hash tsup adds to a package's locale file name: `EN-Q2W3E4R5`. */
const TSUP_HASH = '-[A-Z0-9]{8}';
/** A chunk named after a locale file: `EN` (the shell's) or `EN-Q2W3E4R5` (a package's, tsup's hash added). */
const LOCALE_CHUNK_NAME = new RegExp(`^(.+?)(?:${TSUP_HASH})?$`);
/** A language code as the locale files are named: `EN`, `PT-BR`. */
export const LANGUAGE_CODE = '[A-Z]{2}(?:-[A-Z]{2})?';
/**
 * A texts file as written: a language code (a package's with tsup's hash), a dot, Vite's hash,
 * `.js`. The code is spelt out because a library's chunk may carry a dot of its own
 * (`purify.es-<hash>.js`, `index.esm-<hash>.js`): taken for texts, it would miss the precache.
 */
const TEXTS_FILE = new RegExp(`(?:^|/)(${LANGUAGE_CODE})(?:${TSUP_HASH})?\\.[\\w-]+\\.js$`);

/** The language of a chunk named after a locale file, or null. */
export function chunkLanguage(name: string, languages: readonly string[]): string | null {
  const candidate = LOCALE_CHUNK_NAME.exec(name)?.[1] ?? name;
  return languages.includes(candidate) ? candidate : null;
}

/** Rolldown's `chunkFileNames`: texts in their own form, every other chunk where Vite puts it. */
export function textsChunkFileNames(languages: readonly string[]): (chunk: { name: string }) => string {
  return (chunk) => (chunkLanguage(chunk.name, languages) === null ? DEFAULT_CHUNK_FILE : TEXTS_CHUNK_FILE);
}

/** The language of a texts file from its path or address, or null for any other file. */
export function textsFileLanguage(path: string): string | null {
  return TEXTS_FILE.exec(path)?.[1] ?? null;
}

/**
 * Where the texts every first screen shows live (the shell's, ui's, app-core's feedback), one
 * file per language in each: the language is the file's name, a package's with tsup's hash.
 */
const FIRST_SCREEN_TEXTS = new RegExp(
  `(?:apps[\\\\/]mobile[\\\\/]src[\\\\/]locales|packages[\\\\/]ui[\\\\/]dist[\\\\/]locales|packages[\\\\/]app-core[\\\\/]dist)[\\\\/](${LANGUAGE_CODE})(?:${TSUP_HASH})?\\.[jt]s$`,
);

/**
 * An advanced-chunks group's name: the first screen's texts of one language travel in one
 * chunk named after it (a texts file, cached per language), one request beside the entry where
 * there were three (issue 29); every other module is left to the other groups (null).
 */
export function firstScreenTextsChunk(moduleId: string): string | null {
  return FIRST_SCREEN_TEXTS.exec(moduleId)?.[1] ?? null;
}
