import { describe, expect, it } from 'vitest';
import { shouldAutoLogin, type AutoLoginInput } from './auto-login';

const ready: AutoLoginInput = {
  hasSession: false,
  search: '',
  merchantFlag: true,
  storedValue: null,
  remembered: { type: 'username', merchant: 'demo', password: 'x' },
  merchant: 'demo',
};

describe('auto-login rules (spec 000 §4)', () => {
  it('logs in with a remembered username login', () => {
    expect(shouldAutoLogin(ready)).toBe(true);
  });

  it.each<[string, Partial<AutoLoginInput>]>([
    ['a session exists', { hasSession: true }],
    ['a token is in the address', { search: '?token=abc' }],
    ['redirectUrl is in the address', { search: '?redirectUrl=https%3A%2F%2Fx' }],
    ['backUrl is in the address', { search: '?backUrl=/m/game' }],
    ['the merchant flag is off', { merchantFlag: false }],
    ['the stored value is 0', { storedValue: '0' }],
    ['the record is another merchant’s', { remembered: { type: 'username', merchant: 'demo2', password: 'x' } }],
    ['the record is an SMS login', { remembered: { type: 'sms', merchant: 'demo' } }],
    ['nothing is remembered', { remembered: null }],
  ])('is skipped when %s', (_, change) => {
    expect(shouldAutoLogin({ ...ready, ...change })).toBe(false);
  });
});
