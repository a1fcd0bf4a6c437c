import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { authMessages } from './index';

it('has every sign-in text in all twenty languages', async () => {
  expect(await findMissingKeys(authMessages)).toEqual([]);
});
