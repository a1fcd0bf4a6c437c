import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { shellMessages } from './index';

it('has every shell text in all twenty languages', async () => {
  expect(await findMissingKeys(shellMessages)).toEqual([]);
});
