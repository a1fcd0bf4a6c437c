import { describe, expect, it } from 'vitest';
import { callEncrypted, envelopeOf, makeSim, postJson, sessionFor } from '../testing/test-helpers';
import type { LoginValue } from './login';
import type { MemberInfo, RankProgress } from './member';

const PASSWORD_PATH = '/wps/member/password';
const LOGIN_PATH = '/wps/session/login';

type Sim = ReturnType<typeof makeSim>;

/** The platform's password change: POST, PASS3, the new password typed twice unless the body says otherwise. */
function changePassword(sim: Sim, token: string | null, body: Record<string, unknown>, merchant?: string, moduleId = 'PASS3') {
  const headers: Record<string, string> = {
    ModuleId: moduleId,
    ...(token === null ? {} : { Authorization: token }),
    ...(merchant === undefined ? {} : { Merchant: merchant }),
  };
  const payload = 'confirmNewPassword' in body || !('newPassword' in body) ? body : { ...body, confirmNewPassword: body.newPassword };
  return callEncrypted<null>(sim.app, PASSWORD_PATH, payload, headers, 'POST');
}

function login(sim: Sim, username: string, password: string) {
  return callEncrypted<LoginValue | null>(sim.app, LOGIN_PATH, {
    type: 'username',
    username,
    password,
    loginDeviceId: 'x',
    isOfficialAppLogin: false,
  });
}

async function info(sim: Sim, token: string): Promise<MemberInfo> {
  return (await envelopeOf<MemberInfo>(await sim.app.request('/wps/member/info', { headers: { Authorization: token } }))).value;
}

describe('POST /wps/member/password (PASS3, encrypted)', () => {
  it('changes the default password ({secret}): the new one logs in, the old one no longer does', async () => {
    const sim = makeSim();
    expect((await login(sim, 'default01', '{secret}')).body.success).toBe(true);
    const token = await sessionFor(sim.app, 'default01');
    const { status, body } = await changePassword(sim, token, { oldPassword: '{secret}', newPassword: 'N3w-Passw0rd' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: null, message: '', errorCode: '' });
    expect((await login(sim, 'default01', 'N3w-Passw0rd')).body).toMatchObject({ success: true, value: { userName: 'default01' } });
    expect((await login(sim, 'default01', '{secret}')).body.errorCode).toBe('login.cred.err');
  });

  it('clears the expired flag', async () => {
    const sim = makeSim();
    expect((await login(sim, 'expired01', 'Passw0rd!')).body.value).toMatchObject({ passwordExpired: true });
    const token = await sessionFor(sim.app, 'expired01');
    expect((await changePassword(sim, token, { oldPassword: 'Passw0rd!', newPassword: 'Fresh-Passw0rd' })).body.success).toBe(true);
    expect((await login(sim, 'expired01', 'Fresh-Passw0rd')).body.value).toMatchObject({ passwordExpired: false });
  });

  it('keeps the session it was changed with', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    await changePassword(sim, token, { oldPassword: 'Passw0rd!', newPassword: 'Another-1' });
    expect((await info(sim, token)).account).toBe('player01');
  });

  it.each([
    ['a wrong current password', { oldPassword: 'nope', newPassword: 'N3w-Passw0rd' }, 'password.old.err'],
    ['a new password under 6 characters', { oldPassword: 'Passw0rd!', newPassword: 'abc12' }, 'password.weak'],
    ['the placeholder {secret}', { oldPassword: 'Passw0rd!', newPassword: '{secret}' }, 'password.weak'],
    ['the same password again', { oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!' }, 'password.same.err'],
    [
      'a confirmation that differs',
      { oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd', confirmNewPassword: 'N3w-Passw0rd!' },
      'password.confirm.err',
    ],
  ])('refuses %s', async (_case, body, errorCode) => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const answer = await changePassword(sim, token, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, errorCode, value: null });
    expect(answer.body.message).not.toBe('');
    expect((await login(sim, 'player01', 'Passw0rd!')).body.success).toBe(true);
  });

  it('needs a session: 401 login.not.session without one, or with another merchant', async () => {
    const sim = makeSim();
    const without = await changePassword(sim, null, { oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd' });
    expect(without.status).toBe(401);
    expect(without.body.errorCode).toBe('login.not.session');
    const token = await sessionFor(sim.app, 'player01');
    expect((await changePassword(sim, token, { oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd' }, 'demo2')).status).toBe(401);
  });

  it('refuses a plain body (400 request_body_required) and a payload without the fields', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const plain = await sim.app.request(PASSWORD_PATH, {
      ...postJson({ oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd', confirmNewPassword: 'N3w-Passw0rd' }),
      headers: { 'Content-Type': 'application/json', Authorization: token, ModuleId: 'PASS3' },
    });
    expect(plain.status).toBe(400);
    expect((await changePassword(sim, token, { oldPassword: 'Passw0rd!' })).status).toBe(400);
    expect(
      (await changePassword(sim, token, { oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd', confirmNewPassword: 7 })).status,
    ).toBe(400);
  });

  it('needs the ModuleId PASS3, and PUT is no longer answered', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const body = { oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd', confirmNewPassword: 'N3w-Passw0rd' };
    const without = await changePassword(sim, token, body, undefined, '');
    expect(without.status).toBe(400);
    expect(without.body.errorCode).toBe('function.not.available');
    const put = await callEncrypted<null>(sim.app, PASSWORD_PATH, body, { ModuleId: 'PASS3', Authorization: token }, 'PUT');
    expect(put.status).toBe(404);
    expect((await login(sim, 'player01', 'Passw0rd!')).body.success).toBe(true);
  });

  it('logs the decrypted payload and goes through faults', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    sim.state.faults.add({ method: 'POST', path: PASSWORD_PATH, errorCode: 'password.old.err', message: 'Faulted', times: 1 });
    expect((await changePassword(sim, token, { oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd' })).body.message).toBe('Faulted');
    await changePassword(sim, token, { oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd' });
    expect(sim.state.requestLog.list().at(-1)?.decrypted).toEqual({
      oldPassword: 'Passw0rd!',
      newPassword: 'N3w-Passw0rd',
      confirmNewPassword: 'N3w-Passw0rd',
    });
  });
});

describe('PUT /wps/member/language', () => {
  function setLanguage(sim: Sim, token: string | null, body: unknown, merchant?: string) {
    return sim.app.request('/wps/member/language', {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        ...(token === null ? {} : { Authorization: token }),
        ...(merchant === undefined ? {} : { Merchant: merchant }),
      },
      body: JSON.stringify(body),
    });
  }

  it('stores the language, which GET /wps/member/info then answers', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const response = await setLanguage(sim, token, { language: 'ja' });
    expect(await envelopeOf(response)).toEqual({ success: true, value: null, message: '', errorCode: '' });
    expect((await info(sim, token)).language).toBe('JA');
    expect((await envelopeOf(await setLanguage(sim, token, { language: 'PT-BR' }))).success).toBe(true);
    expect((await info(sim, token)).language).toBe('PT-BR');
  });

  it('refuses an unknown language code, a missing one (400) and a call without a session (401)', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    expect(await envelopeOf(await setLanguage(sim, token, { language: 'XX' }))).toMatchObject({
      success: false,
      errorCode: 'language.invalid',
    });
    expect((await setLanguage(sim, token, {})).status).toBe(400);
    expect((await setLanguage(sim, null, { language: 'EN' })).status).toBe(401);
    expect((await info(sim, token)).language).toBe('EN');
  });

  it('goes through faults', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    sim.state.faults.add({ path: '/wps/member/language', status: 500, times: 1 });
    expect((await setLanguage(sim, token, { language: 'JA' })).status).toBe(500);
    expect((await info(sim, token)).language).toBe('EN');
  });
});

describe('GET /wps/relay/MCSFE_getPlayerRankProgress', () => {
  it("answers the member's progress", async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const response = await sim.app.request('/wps/relay/MCSFE_getPlayerRankProgress', { headers: { Authorization: token } });
    expect(response.status).toBe(200);
    expect((await envelopeOf<RankProgress>(response)).value).toEqual({
      currentProgress: { completedConditions: 2, totalExpectedConditions: 4 },
      playerRankProgress: { labelId: 4 },
    });
    const agent = await sessionFor(sim.app, 'agent01');
    const other = await envelopeOf<RankProgress>(
      await sim.app.request('/wps/relay/MCSFE_getPlayerRankProgress', { headers: { Authorization: agent } }),
    );
    expect(other.value).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
      playerRankProgress: { labelId: 2 },
    });
  });

  it('needs a session', async () => {
    const sim = makeSim();
    const response = await sim.app.request('/wps/relay/MCSFE_getPlayerRankProgress');
    expect(response.status).toBe(401);
    expect((await envelopeOf(response)).errorCode).toBe('login.not.session');
  });
});
