import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { shellLanguages } from './shell-languages';

it('reads the same twenty languages from the locale files as the language table holds', () => {
  const languages = shellLanguages(join(import.meta.dirname, '../src/locales'));
  expect([...languages].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
});
