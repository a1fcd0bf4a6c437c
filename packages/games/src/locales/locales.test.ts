import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { gamesMessages } from './index';

it('has every games text in all twenty languages', async () => {
  expect(await findMissingKeys(gamesMessages)).toEqual([]);
});
