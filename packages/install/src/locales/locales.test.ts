import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { installMessages } from './index';

it('has every install text in all twenty languages', async () => {
  expect(await findMissingKeys(installMessages)).toEqual([]);
});
