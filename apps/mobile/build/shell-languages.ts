import { readdirSync } from 'node:fs';
import { LANGUAGE_CODE } from './texts-chunks';

/** A locale file's name: a language code (`EN`, `PT-BR`) and `.ts`. */
const LOCALE_FILE = new RegExp(`^(${LANGUAGE_CODE})\\.ts$`);

/**
 * The languages the shell has texts for, read from its locale files' names. The build's config
 * is loaded before the workspace packages are built (knip loads it during lint on a clean
 * checkout), so it cannot import the language table from `@lotto/i18n`; `shell-languages.test.ts`
 * keeps the two lists equal.
 */
export function shellLanguages(localesDir: string): string[] {
  return readdirSync(localesDir)
    .map((file) => LOCALE_FILE.exec(file)?.[1])
    .filter((code): code is string => code !== undefined);
}
