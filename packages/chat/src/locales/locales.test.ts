import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { chatMessages } from './index';

it('has every chat text in all twenty languages', async () => {
  expect(await findMissingKeys(chatMessages)).toEqual([]);
});
