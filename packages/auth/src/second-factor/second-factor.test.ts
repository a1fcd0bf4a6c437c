import { describe, expect, it } from 'vitest';
import { EMPTY_SECOND_FACTOR, firstMissingField, requiredMethods, verificationPayload } from './second-factor';

describe('second factor (spec 000 §2, §5)', () => {
  it('offers only the methods the server lists, in tab order', () => {
    expect(requiredMethods({ email: true, sms: true, ga: false })).toEqual(['sms', 'email']);
    expect(requiredMethods({ payeeName: true, ga: true })).toEqual(['payeeName', 'ga']);
  });

  it('needs the chosen method’s field, trimmed; SMS needs number and code', () => {
    expect(firstMissingField('email', { ...EMPTY_SECOND_FACTOR, email: '   ' })).toBe('email');
    expect(firstMissingField('sms', { ...EMPTY_SECOND_FACTOR, mobileNum: '917' })).toBe('verificationCode');
    expect(firstMissingField('ga', { ...EMPTY_SECOND_FACTOR, authCode: '123456' })).toBeNull();
  });

  it('sends the method letter and only that method’s fields, trimmed', () => {
    expect(
      verificationPayload('payeeName', { ...EMPTY_SECOND_FACTOR, payeeName: '  Juan Cruz ', email: 'x' }, { username: 'u', password: 'p' }),
    ).toEqual({
      username: 'u',
      password: 'p',
      method: 'P',
      payeeName: 'Juan Cruz',
    });
    expect(
      verificationPayload(
        'sms',
        { ...EMPTY_SECOND_FACTOR, mobileNum: ' 917 ', verificationCode: '1234 ' },
        { username: 'u', password: 'p' },
      ),
    ).toMatchObject({
      method: 'S',
      mobileNum: '917',
      verificationCode: '1234',
    });
  });
});
