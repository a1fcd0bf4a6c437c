import { describe, expect, it } from 'vitest';
import { ruleMessage, ruleRefusal } from './register-rules';
import type { RegisterValue } from './register';
import type { SystemStatus } from './system';
import { callEncrypted, envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';

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

describe('POST /__sim/register-rules', () => {
  const tighter = { merchant: 'demo', rules: { username: { minLength: 10, maxLength: 12 } } };

  it('changes the rules the status call sends and the register call applies', async () => {
    const sim = makeSim();
    const answer = await jsonOf<Record<string, Record<string, unknown>>>(await sim.app.request('/__sim/register-rules', postJson(tighter)));
    expect(answer.demo?.username).toEqual({ acceptedPattern: '^[A-Za-z0-9]+$', minLength: 10, maxLength: 12, patternId: 'ALPHANUMERIC' });
    const status = await envelopeOf<SystemStatus>(await sim.app.request('/wps/system/status', { headers: { Merchant: 'demo' } }));
    expect(status.value.info.register.username).toMatchObject({ minLength: 10, maxLength: 12 });
    const payload = { username: 'newbie01', password: 'secret1', login: true };
    const refused = await callEncrypted(sim.app, '/wps/member/register', payload, { ModuleId: 'REG3' }, 'PUT');
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'username.invalid',
      message: 'A username has 10 to 12 characters, letters and digits only.',
    });
    const accepted = await callEncrypted(
      sim.app,
      '/wps/member/register',
      { ...payload, username: 'newbie0001' },
      { ModuleId: 'REG3' },
      'PUT',
    );
    expect((accepted.body.value as RegisterValue).userName).toBe('newbie0001');
  });

  it('leaves the other merchant alone, and a reset restores the seed', async () => {
    const sim = makeSim();
    await sim.app.request('/__sim/register-rules', postJson(tighter));
    const rules = async () => jsonOf<Record<string, Record<string, { minLength: number }>>>(await sim.app.request('/__sim/register-rules'));
    expect((await rules()).demo2?.username?.minLength).toBe(5);
    await sim.app.request('/__sim/reset', postJson({}));
    expect((await rules()).demo?.username?.minLength).toBe(6);
  });

  it.each([
    [{ rules: { phone: {} } }, 'rules.phone is not one of username, password, mobileNum, referralCode, email, realName'],
    [{ rules: { username: null } }, 'rules.username cannot be removed'],
    [{ rules: { username: { acceptedPattern: '([' } } }, 'rules.username.acceptedPattern is not a valid pattern'],
    [{ rules: { password: { minLength: -1 } } }, 'rules.password.minLength must be a whole number, 0 or more'],
  ])('refuses %j', async (body, error) => {
    const response = await makeSim().app.request('/__sim/register-rules', postJson(body));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ error });
  });

  it('adds an extra field’s rule from an open one, and null removes it again', async () => {
    const sim = makeSim();
    const add = { merchant: 'demo', rules: { email: { acceptedPattern: '^[^@\\s]+@[^@\\s]+$', patternId: 'EMAIL' } } };
    const added = await jsonOf<Record<string, Record<string, unknown>>>(await sim.app.request('/__sim/register-rules', postJson(add)));
    expect(added.demo?.email).toEqual({ acceptedPattern: '^[^@\\s]+@[^@\\s]+$', minLength: 0, maxLength: 0, patternId: 'EMAIL' });
    expect(added.demo2).not.toHaveProperty('email');
    const removed = await jsonOf<Record<string, Record<string, unknown>>>(
      await sim.app.request('/__sim/register-rules', postJson({ merchant: 'demo', rules: { email: null } })),
    );
    expect(removed.demo).not.toHaveProperty('email');
  });

  it('answers 404 for an unknown merchant', async () => {
    expect((await makeSim().app.request('/__sim/register-rules', postJson({ merchant: 'nobody', rules: {} }))).status).toBe(404);
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
