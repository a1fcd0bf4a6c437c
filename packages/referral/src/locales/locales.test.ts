import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { referralMessages } from './index';

it('has every referral text in all twenty languages', async () => {
  expect(await findMissingKeys(referralMessages)).toEqual([]);
});
