import { describe, expect, it } from 'vitest';
import { extraFields } from './register-fields';

const BASICS = {
  username: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 16, patternId: 'ALPHANUMERIC' },
  password: { acceptedPattern: '*', minLength: 6, maxLength: 20 },
  mobileNum: { acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15 },
};

describe('extraFields: which fields a register rule adds to the form', () => {
  it('adds none for the basics alone (the modes ask for those)', () => {
    expect(extraFields(BASICS)).toEqual([]);
    expect(extraFields({})).toEqual([]);
  });

  it('adds each field a rule names, in the form’s order, with its label, checks and input kind', () => {
    const shown = extraFields({
      ...BASICS,
      referralCode: { acceptedPattern: '^[A-Z0-9]+$', minLength: 4, maxLength: 10, patternId: 'ALPHANUMERIC' },
      email: { acceptedPattern: '^[^@]+@[^@]+$', minLength: '0', maxLength: 0, patternId: 'EMAIL' },
      realName: { acceptedPattern: '*', minLength: 2, maxLength: 40 },
    });
    expect(shown.map((field) => [field.field, field.label, field.mandatory, field.type, field.autoComplete])).toEqual([
      ['realName', 'register.field.realName', true, 'text', 'name'],
      ['email', 'register.field.email', false, 'email', 'email'],
      ['referralCode', 'register.field.referralCode', true, 'text', 'off'],
    ]);
    expect(shown[2]?.rule).toEqual({ min: 4, max: 10, pattern: /^[A-Z0-9]+$/, patternId: 'ALPHANUMERIC' });
    expect(shown[1]?.rule).toMatchObject({ min: 0, max: null, patternId: 'EMAIL' });
    expect(shown[2]?.required).toBe('register.required.referralCode');
  });

  it('a field the rules leave out is not shown, and an unknown field name adds nothing', () => {
    const shown = extraFields({ ...BASICS, email: { acceptedPattern: '*' }, favouriteColour: { acceptedPattern: '*', minLength: 1 } });
    expect(shown.map(({ field }) => field)).toEqual(['email']);
  });

  it('leaves out the fields the caller fills itself (an agent sends their own referral code)', () => {
    const rules = { referralCode: { acceptedPattern: '*', minLength: 1 }, realName: { acceptedPattern: '*' } };
    expect(extraFields(rules, ['referralCode']).map(({ field }) => field)).toEqual(['realName']);
  });
});
