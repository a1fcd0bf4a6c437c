import { findMissingKeys, SUPPORTED_LANGUAGES } from '@lotto/i18n';
import { describe, expect, it } from 'vitest';
import { uiMessages } from './index';

describe('the ui namespace texts', () => {
  it('has a loader for every supported language', () => {
    expect(Object.keys(uiMessages).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('carries every English key, non-empty, in every language, and nothing extra', async () => {
    expect(await findMissingKeys(uiMessages)).toEqual([]);
  });

  it('keeps the {{traceId}} placeholder in every translation of the reference label', async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const messages = (await uiMessages[language]()).default;
      expect(messages.reference, language).toContain('{{traceId}}');
    }
  });
});
