import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { accountMessages } from './index';

it('has every account text in all twenty languages', async () => {
  expect(await findMissingKeys(accountMessages)).toEqual([]);
});
