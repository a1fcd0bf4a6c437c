import { findMissingKeys } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { expect, it } from 'vitest';
import { chatMessages } from './index';

it('has every chat text in all twenty languages', async () => {
  expect(await findMissingKeys(chatMessages)).toEqual([]);
});

it('counts unread messages in each language’s plural forms: English one and other, Chinese other only', async () => {
  const english = await testI18n({ chat: chatMessages }, 'EN');
  expect(english.t('unread', { count: 1 })).toBe('1 unread message');
  expect(english.t('unread', { count: 2 })).toBe('2 unread messages');
  const chinese = await testI18n({ chat: chatMessages }, 'CN');
  expect(chinese.t('unread', { count: 1 })).toBe('1 条未读消息');
  expect(chinese.t('unread', { count: 2 })).toBe('2 条未读消息');
});
