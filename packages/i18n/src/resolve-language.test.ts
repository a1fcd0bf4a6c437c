import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COUNTRY, SUPPORTED_LANGUAGES, textDirection } from './languages';
import { initialLanguage, readStoredLanguage, resolveLanguage, storeLanguage } from './resolve-language';

describe('language rules of spec 000 §1', () => {
  it('offers the twenty interface languages with CN first', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(20);
    expect(SUPPORTED_LANGUAGES[0]).toBe('CN');
  });

  it('maps a browser language starting with ZH to CN', () => {
    expect(resolveLanguage('zh')).toBe('CN');
    expect(resolveLanguage('zh-CN')).toBe('CN');
    expect(resolveLanguage('ZH_SG')).toBe('CN');
  });

  it('maps every Chinese variant to CN, traditional ones too', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh-Hans-CN']) expect(resolveLanguage(tag), tag).toBe('CN');
    expect(initialLanguage({ browser: ['zh-TW', 'en'] })).toBe('CN');
  });

  it('keeps TW when the player chose it', () => {
    expect(initialLanguage({ stored: 'TW', browser: ['zh-CN'] })).toBe('TW');
  });

  it('maps TL and PH to TY', () => {
    expect(resolveLanguage('tl')).toBe('TY');
    expect(resolveLanguage('PH')).toBe('TY');
    expect(resolveLanguage('fil-PH')).toBe('TY');
  });

  it('keeps a supported code and its region variant', () => {
    expect(resolveLanguage('en-GB')).toBe('EN');
    expect(resolveLanguage('pt-BR')).toBe('PT-BR');
    expect(resolveLanguage('pt-PT')).toBe('PT');
  });

  it('falls back to the first supported language for anything else', () => {
    expect(resolveLanguage('de')).toBe('CN');
    expect(resolveLanguage('de', ['VI', 'EN'])).toBe('VI');
    expect(resolveLanguage(undefined)).toBe('CN');
  });

  it('prefers the stored choice, then the browser', () => {
    expect(initialLanguage({ stored: 'EN', browser: ['ja'] })).toBe('EN');
    expect(initialLanguage({ browser: ['ja-JP'] })).toBe('JA');
    expect(initialLanguage({})).toBe('CN');
  });

  it('keeps the choice in local storage under "language"', () => {
    storeLanguage('UR');
    expect(localStorage.getItem('language')).toBe('UR');
    expect(readStoredLanguage()).toBe('UR');
  });

  it('with site data blocked (the getter throws), reads no choice and keeps none, without throwing', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      expect(readStoredLanguage()).toBeNull();
      expect(() => storeLanguage('VI')).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
  });

  it('writes Urdu, Arabic and Farsi right to left', () => {
    expect(textDirection('UR')).toBe('rtl');
    expect(textDirection('AR')).toBe('rtl');
    expect(textDirection('FA')).toBe('rtl');
    expect(textDirection('EN')).toBe('ltr');
  });

  it('maps the 27 language codes to countries', () => {
    expect(Object.keys(LANGUAGE_COUNTRY)).toHaveLength(27);
    expect(LANGUAGE_COUNTRY.VI).toBe('VN');
    expect(LANGUAGE_COUNTRY['PT-BR']).toBe('BR');
    for (const code of SUPPORTED_LANGUAGES) expect(LANGUAGE_COUNTRY[code]).toBeTruthy();
  });
});
