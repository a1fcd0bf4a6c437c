import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { promotionsMessages } from './index';

it('has every promotions text in all twenty languages', async () => {
  expect(await findMissingKeys(promotionsMessages)).toEqual([]);
});
