import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { systemMessages } from './index';

it('has every system text in all twenty languages', async () => {
  expect(await findMissingKeys(systemMessages)).toEqual([]);
});
