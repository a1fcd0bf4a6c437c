import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages';
import { findMissingKeys } from './missing-keys';
import type { NamespaceLoaders } from './namespaces';
import { pluralCategories, pluralKeyParts } from './plurals';
import { createI18n } from './setup';
import { registerNamespace } from './namespaces';

describe('plural categories', () => {
  it('are each language’s own (CLDR, through Intl.PluralRules), not English’s for codes Intl does not know', () => {
    expect(pluralCategories('EN')).toEqual(['one', 'other']);
    for (const language of ['CN', 'TW', 'JA', 'KO', 'TH', 'VI', 'ID', 'MS', 'KM', 'MY'] as const)
      expect(pluralCategories(language)).toEqual(['other']);
    for (const language of ['HI', 'TA', 'UR', 'BN', 'TR', 'TY'] as const) expect(pluralCategories(language)).toEqual(['one', 'other']);
    for (const language of ['ES', 'PT', 'PT-BR'] as const)
      expect(pluralCategories(language)).toEqual(expect.arrayContaining(['one', 'other']));
  });

  it('split a counted key into its base and category, and leave a plain key alone', () => {
    expect(pluralKeyParts('lobby.count_other')).toEqual({ base: 'lobby.count', category: 'other' });
    expect(pluralKeyParts('customer_service_unread_one')).toEqual({ base: 'customer_service_unread', category: 'one' });
    expect(pluralKeyParts('customer_service')).toBeNull();
  });
});

/** A namespace whose every language has exactly the categories it needs, built from Intl. */
function countedNamespace(overrides: Partial<Record<LanguageCode, Record<string, string>>> = {}): NamespaceLoaders {
  const loaders = {} as NamespaceLoaders;
  for (const language of SUPPORTED_LANGUAGES) {
    const texts: Record<string, string> = { title: 'Inbox' };
    for (const category of pluralCategories(language)) texts[`unread_${category}`] = `{{count}} unread (${category})`;
    loaders[language] = async () => ({ default: overrides[language] ?? texts });
  }
  return loaders;
}

describe('the missing-key check of counted texts', () => {
  it('asks each language for its own categories only', async () => {
    expect(await findMissingKeys(countedNamespace())).toEqual([]);
  });

  it('fails a language without one of its categories, or with one it does not have', async () => {
    const problems = await findMissingKeys(
      countedNamespace({
        EN: { title: 'Inbox', unread_one: '{{count}} unread message', unread_other: '{{count}} unread messages' },
        HI: { title: 'x', unread_other: 'x' },
        CN: { title: 'x', unread_one: 'x', unread_other: 'x' },
      }),
    );
    expect(problems).toEqual([
      { language: 'CN', missing: [], empty: [], extra: ['unread_one'] },
      { language: 'HI', missing: ['unread_one'], empty: [], extra: [] },
    ]);
  });
});

describe('a counted text', () => {
  const loaders = {
    ...countedNamespace(),
    EN: async () => ({ default: { title: 'Inbox', unread_one: '{{count}} unread message', unread_other: '{{count}} unread messages' } }),
    CN: async () => ({ default: { title: '收件箱', unread_other: '{{count}} 条未读消息' } }),
  } as NamespaceLoaders;

  it('takes one and other in English', async () => {
    registerNamespace('counted', loaders);
    const i18n = await createI18n({ language: 'EN', namespaces: ['counted'] });
    expect(i18n.t('unread', { count: 1 })).toBe('1 unread message');
    expect(i18n.t('unread', { count: 0 })).toBe('0 unread messages');
    expect(i18n.t('unread', { count: 2 })).toBe('2 unread messages');
  });

  it('takes other only in Chinese, one included', async () => {
    registerNamespace('counted', loaders);
    const i18n = await createI18n({ language: 'CN', namespaces: ['counted'] });
    expect(i18n.t('unread', { count: 1 })).toBe('1 条未读消息');
    expect(i18n.t('unread', { count: 5 })).toBe('5 条未读消息');
  });
});
