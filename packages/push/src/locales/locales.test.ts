import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { pushMessages } from './index';

it('has every push text in all twenty languages', async () => {
  expect(await findMissingKeys(pushMessages)).toEqual([]);
});
