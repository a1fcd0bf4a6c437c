import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { feedbackMessages } from './index';

it('has every feedback text in all twenty languages', async () => {
  expect(await findMissingKeys(feedbackMessages)).toEqual([]);
});
