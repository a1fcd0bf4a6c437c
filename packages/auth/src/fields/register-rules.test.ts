import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_NAMESPACE } from '../locales';
import { fieldRule, ruleHint, ruleMessage, ruleProblem, type FieldRule } from './register-rules';
import { setupI18n } from '../testing';

const RULES = {
  username: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 16, patternId: 'ALPHANUMERIC' },
  password: { acceptedPattern: '*', minLength: '6', maxLength: '20', patternId: 'ANY' },
  mobileNum: { acceptedPattern: '^[0-9]+$', minLength: 0, maxLength: 0, patternId: 7 },
  referralCode: { acceptedPattern: '([', minLength: null, maxLength: 8 },
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

function rule(field: Parameters<typeof fieldRule>[1]): FieldRule {
  const found = fieldRule(RULES, field);
  if (!found) throw new Error(`no rule for ${field}`);
  return found;
}

describe('fieldRule reads the status call’s register rules', () => {
  it('reads lengths given as numbers or strings, and the pattern', () => {
    expect(rule('username')).toEqual({ min: 6, max: 16, pattern: /^[A-Za-z0-9]+$/, patternId: 'ALPHANUMERIC' });
    expect(rule('password')).toMatchObject({ min: 6, max: 20, pattern: null });
  });

  it('takes a maximum of 0 as no maximum and a numeric pattern id as text', () => {
    expect(rule('mobileNum')).toMatchObject({ min: 0, max: null, patternId: '7' });
  });

  it('leaves a pattern this browser cannot compile to the platform, and a missing minimum as 0', () => {
    expect(rule('referralCode')).toEqual({ min: 0, max: 8, pattern: null, patternId: null });
  });

  it('answers null for a field the platform names no rule for', () => {
    expect(fieldRule({}, 'username')).toBeNull();
  });
});

describe('ruleProblem', () => {
  it('an empty field the form needs is required, whatever the rule', () => {
    expect(ruleProblem(null, '', true)).toBe('required');
    expect(ruleProblem(rule('mobileNum'), '', true)).toBe('required');
  });

  it('an empty optional field is required only when its rule asks for a minimum', () => {
    expect(ruleProblem(rule('referralCode'), '', false)).toBeNull();
    expect(ruleProblem(rule('username'), '', false)).toBe('required');
  });

  it('checks the minimum, then the maximum, then the pattern', () => {
    expect(ruleProblem(rule('username'), 'ab1', true)).toBe('short');
    expect(ruleProblem(rule('username'), 'a'.repeat(17), true)).toBe('long');
    expect(ruleProblem(rule('username'), 'abc_123', true)).toBe('pattern');
    expect(ruleProblem(rule('username'), 'abc123', true)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(ruleProblem(rule('password'), '😀😀😀😀😀😀', true)).toBeNull();
  });

  it('with no rule, any typed value passes (the platform decides)', () => {
    expect(ruleProblem(null, 'x', true)).toBeNull();
  });
});

describe('hints and messages in the player’s language', () => {
  const t = (language: string) => i18n.getFixedT(language, AUTH_NAMESPACE);

  it('words the lengths and a known pattern id', () => {
    expect(ruleHint(rule('username'), t('EN'))).toBe('6 to 16 characters · Letters and digits only');
    expect(ruleHint(rule('password'), t('EN'))).toBe('6 to 20 characters');
    expect(ruleHint(rule('referralCode'), t('EN'))).toBe('At most 8 characters');
    expect(ruleHint(null, t('EN'))).toBeUndefined();
  });

  it('says why a value is refused, with the general wording for an unknown pattern id', () => {
    expect(ruleMessage('short', rule('username'), t('EN'))).toBe('Use at least 6 characters.');
    expect(ruleMessage('long', rule('username'), t('EN'))).toBe('Use at most 16 characters.');
    expect(ruleMessage('pattern', rule('username'), t('EN'))).toBe('Letters and digits only');
    expect(ruleMessage('pattern', rule('mobileNum'), t('EN'))).toBe('This contains characters that are not accepted here.');
  });

  it('speaks other languages', async () => {
    await i18n.loadLanguages(['VI', 'UR']);
    expect(ruleHint(rule('username'), t('VI'))).toBe('Từ 6 đến 16 ký tự · Chỉ chữ cái và chữ số');
    expect(ruleMessage('short', rule('username'), t('UR'))).toBe('کم از کم 6 حروف استعمال کریں۔');
  });
});
