import { findMissingKeys } from '@lotto/i18n';
import { expect, it } from 'vitest';
import { captchaMessages } from './index';

it('has every captcha text in all twenty languages', async () => {
  expect(await findMissingKeys(captchaMessages)).toEqual([]);
});
