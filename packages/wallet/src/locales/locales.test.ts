import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { walletMessages } from './index';

it('has every wallet text in all twenty languages', async () => {
  expect(await findMissingKeys(walletMessages)).toEqual([]);
});
