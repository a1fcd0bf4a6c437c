import { describe, expect, it } from 'vitest';
import { providerLanguage } from './provider-language';

describe('providerLanguage', () => {
  it.each([
    ['CN', 'zh-CN'],
    ['TW', 'zh-TW'],
    ['TY', 'fil'],
    ['PT-BR', 'pt-BR'],
    ['EN', 'en'],
    ['UR', 'ur'],
    ['km', 'km'],
  ])('%s is %s for the provider', (code, expected) => {
    expect(providerLanguage(code)).toBe(expected);
  });
});
