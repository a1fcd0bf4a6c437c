import { describe, expect, it } from 'vitest';
import type { RegisterValue } from '../routes/register';
import type { SystemStatus } from '../routes/system';
import { callEncrypted, envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';

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
