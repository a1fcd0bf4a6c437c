import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { popupsMessages } from './index';

it('has every popups text in all twenty languages', async () => {
  expect(await findMissingKeys(popupsMessages)).toEqual([]);
});
