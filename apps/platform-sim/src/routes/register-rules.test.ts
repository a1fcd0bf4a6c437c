import { describe, expect, it } from 'vitest';
import { ruleMessage, ruleRefusal } from './register-rules';
import type { RegisterValue } from './register';
import { callEncrypted, makeSim, postJson } from '../testing/test-helpers';

const USERNAME = { acceptedPattern: '^[a-z][a-z0-9]*$', minLength: 5, maxLength: 12, patternId: 'LOWER_FIRST_LETTER' };
const ANY = { acceptedPattern: '*', minLength: 6, maxLength: 0, patternId: 'ANY' };

describe('ruleRefusal applies a field rule as the status call sends it', () => {
  it.each([
    ['abcd', 'length'],
    ['abcdefghijklm', 'length'],
    ['1abcde', 'pattern'],
    ['Abcde', 'pattern'],
    ['abcde1', null],
  ] as const)('%j: %s', (value, refusal) => {
    expect(ruleRefusal(USERNAME, value)).toBe(refusal);
  });

  it('takes "*" as any characters and a maximum of 0 as none', () => {
    expect(ruleRefusal(ANY, 'ü ✓ x'.repeat(20))).toBeNull();
    expect(ruleRefusal(ANY, 'short')).toBe('length');
  });

  it('counts characters, not UTF-16 units, as the app does', () => {
    expect(ruleRefusal({ ...ANY, maxLength: 6 }, '😀😀😀😀😀😀')).toBeNull();
  });

  it('a field without a rule passes', () => {
    expect(ruleRefusal(undefined, '')).toBeNull();
  });

  it('words what the rule asks', () => {
    expect(ruleMessage('A username', USERNAME)).toBe(
      'A username has 5 to 12 characters, lower-case letters and digits, starting with a letter.',
    );
    expect(ruleMessage('A password', ANY)).toBe('A password has at least 6 characters.');
  });
});

describe('the extra fields a rule adds (referralCode, email, realName)', () => {
  const base = { username: 'newbie01', password: 'secret1', login: true };
  const register = (sim: ReturnType<typeof makeSim>, payload: Record<string, unknown>) =>
    callEncrypted(sim.app, '/wps/member/register', payload, { ModuleId: 'REG3' }, 'PUT');

  it('checks a required field against its rule and keeps what it was given', async () => {
    const sim = makeSim();
    await sim.app.request(
      '/__sim/register-rules',
      postJson({
        merchant: 'demo',
        rules: {
          realName: { minLength: 2, maxLength: 40 },
          referralCode: { acceptedPattern: '^[A-Z0-9]+$', minLength: 4, maxLength: 10, patternId: 'ALPHANUMERIC' },
        },
      }),
    );
    expect((await register(sim, { ...base, referralCode: 'R1002' })).body).toMatchObject({
      success: false,
      errorCode: 'realName.invalid',
      message: 'A real name has 2 to 40 characters.',
    });
    expect((await register(sim, { ...base, realName: 'Ana Cruz', referralCode: 'r1' })).body).toMatchObject({
      success: false,
      errorCode: 'referralCode.invalid',
      message: 'A referral code has 4 to 10 characters, letters and digits only.',
    });
    const { body } = await register(sim, { ...base, realName: 'Ana Cruz', referralCode: 'R1002' });
    const member = sim.state.memberById((body.value as RegisterValue).id);
    expect(member?.registration).toMatchObject({ realName: 'Ana Cruz', referralCode: 'R1002', referrer: { id: 1002 } });
  });

  it('lets an optional field (minimum 0) stay empty, but checks it when given', async () => {
    const sim = makeSim();
    await sim.app.request('/__sim/register-rules', postJson({ merchant: 'demo', rules: { email: { acceptedPattern: '^[^@]+@[^@]+$' } } }));
    expect((await register(sim, { ...base, email: 'nope' })).body).toMatchObject({
      errorCode: 'email.invalid',
      message: 'An email address is not in a form this site accepts.',
    });
    const { body } = await register(sim, { ...base, email: 'ana@example.com' });
    expect(sim.state.memberById((body.value as RegisterValue).id)?.email).toBe('ana@example.com');
  });

  it('does not check a field no rule asks for', async () => {
    const { body } = await register(makeSim(), { ...base, email: 'not an address' });
    expect(body.success).toBe(true);
  });
});
