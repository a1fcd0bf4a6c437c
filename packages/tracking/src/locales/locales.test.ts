import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { trackingMessages } from './index';

it('has every tracking text in all twenty languages', async () => {
  expect(await findMissingKeys(trackingMessages)).toEqual([]);
});
