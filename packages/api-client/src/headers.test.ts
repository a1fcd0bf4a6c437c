import { describe, expect, it } from 'vitest';
import { buildHeaders, encodeUserAgent } from './headers';

describe('request headers', () => {
  const sources = { merchant: 'demo', language: 'EN', token: 'tok123', device: 'PWA', userAgent: 'Mozilla/5.0' };

  it('sends Merchant, Language, the raw token, Device and X-Real-UA', () => {
    expect(buildHeaders(sources)).toEqual({
      Merchant: 'demo',
      Language: 'EN',
      Authorization: 'tok123',
      Device: 'PWA',
      'X-Real-UA': btoa('Mozilla/5.0'),
    });
  });

  it('defaults Language to CN', () => {
    expect(buildHeaders({ merchant: 'demo' }).Language).toBe('CN');
  });

  it('leaves Authorization out when the call disables it', () => {
    expect(buildHeaders(sources, { auth: false })).not.toHaveProperty('Authorization');
  });

  it('adds ModuleId where the call names one', () => {
    expect(buildHeaders(sources, { moduleId: 'REG3' }).ModuleId).toBe('REG3');
  });

  it('never sends empty headers', () => {
    const headers = buildHeaders({ merchant: 'demo', token: '', device: null, userAgent: '' });
    expect(Object.keys(headers).sort()).toEqual(['Language', 'Merchant']);
  });

  it('encodes a non-Latin-1 user agent as UTF-8 base64', () => {
    expect(() => encodeUserAgent('Agent ✓')).not.toThrow();
  });
});
