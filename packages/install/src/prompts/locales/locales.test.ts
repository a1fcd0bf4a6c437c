import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { installPromptMessages } from './index';

it('has every prompt text in all twenty languages', async () => {
  expect(await findMissingKeys(installPromptMessages)).toEqual([]);
});
