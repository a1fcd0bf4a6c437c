import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import { registerNamespace, type NamespaceLoaders } from './namespaces';
import { fallbackPluralRule } from './plural-fallback';
import { pluralCategories, pluralRules } from './plurals';
import { createI18n } from './setup';

const COUNTS = [...Array(250).keys(), 1000, 1001, 1_000_000];

describe('the plural rule without Intl.PluralRules', () => {
  it.each([...SUPPORTED_LANGUAGES])("counts %s as Intl does, with Intl's `many` as other", (language) => {
    const intl = pluralRules(language);
    const fallback = fallbackPluralRule(language);
    for (const count of COUNTS) {
      const category = intl.select(count);
      expect(fallback.select(count), `${count}`).toBe(category === 'one' ? 'one' : 'other');
    }
    expect(fallback.resolvedOptions().pluralCategories).toEqual(pluralCategories(language).filter((category) => category !== 'many'));
  });

  it('takes a fraction as other', () => {
    expect(fallbackPluralRule('EN').select(1.5)).toBe('other');
  });
});

describe('a counted text on a browser without Intl.PluralRules (Safari 12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const EN = { title: 'Inbox', unread_one: '{{count}} unread message', unread_other: '{{count}} unread messages' };
  const CN = { title: '收件箱', unread_other: '{{count}} 条未读消息' };
  const loaders = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, async () => ({ default: language === 'CN' ? CN : EN })]),
  ) as unknown as NamespaceLoaders;

  async function withoutPluralRules(language: 'EN' | 'CN') {
    vi.stubGlobal('Intl', { ...Intl, PluralRules: undefined });
    expect(Intl.PluralRules).toBeUndefined();
    registerNamespace('counted-old', loaders);
    return createI18n({ language, namespaces: ['counted-old'] });
  }

  it('still takes one and other in English', async () => {
    const i18n = await withoutPluralRules('EN');
    expect(i18n.t('unread', { count: 1 })).toBe('1 unread message');
    expect(i18n.t('unread', { count: 0 })).toBe('0 unread messages');
    expect(i18n.t('unread', { count: 7 })).toBe('7 unread messages');
  });

  it('still takes other only in Chinese, one included', async () => {
    const i18n = await withoutPluralRules('CN');
    expect(i18n.t('unread', { count: 1 })).toBe('1 条未读消息');
    expect(i18n.t('unread', { count: 3 })).toBe('3 条未读消息');
  });
});
