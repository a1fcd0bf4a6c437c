import { describe, expect, it } from 'vitest';
import { callEncrypted, envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';
import type { LoginValue } from './login';
import { maskMobile, memberByReferralCode, referralCodeFor, type MemberInfo } from './member';

interface CreatedSession {
  token: string;
  id: number;
  userName: string;
  type: number;
}

/** A token from a real login, which sets the member's last login. */
async function loginToken(app: ReturnType<typeof makeSim>['app'], username: string): Promise<string> {
  const payload = { type: 'username', username, password: 'Passw0rd!', loginDeviceId: 'x', isOfficialAppLogin: false };
  const { body } = await callEncrypted<LoginValue>(app, '/wps/session/login', payload);
  return body.value.token;
}

describe('GET /wps/member/info', () => {
  it('answers 401 login.not.session without a token', async () => {
    const { app } = makeSim();
    const response = await app.request('/wps/member/info');
    expect(response.status).toBe(401);
    expect(await envelopeOf(response)).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('answers 401 for an unknown token', async () => {
    const { app } = makeSim();
    const response = await app.request('/wps/member/info', { headers: { Authorization: 'deadbeef' } });
    expect(response.status).toBe(401);
  });

  it("answers the member's info for a session's raw token", async () => {
    const { app } = makeSim();
    const session = await jsonOf<CreatedSession>(await app.request('/__sim/session', postJson({ username: 'agent01' })));
    expect(session).toMatchObject({ userName: 'agent01', type: 1, id: 1002 });
    const response = await app.request('/wps/member/info', { headers: { Authorization: session.token } });
    expect(response.status).toBe(200);
    const { value } = await envelopeOf<MemberInfo>(response);
    expect(value).toEqual({
      type: 1,
      language: 'EN',
      clubLabel: { labelName: 'Bronze', type: 'VIP', rankLevel: 1, color: '#c98a5a', color2: '#8d5a35' },
      nickname: 'Agent',
      account: 'agent01',
      regDate: expect.any(Number),
      mobile: '+63 917****002',
      referralCode: 'R1002',
      lastLogin: Date.UTC(2026, 4, 2, 10, 45),
      lastLoginLocation: 'Manila, Philippines',
    });
  });

  it('moves lastLogin to the moment of each login; the location stays the seeded one', async () => {
    const now = Date.UTC(2026, 5, 1, 8, 0);
    const sim = makeSim({ now: () => now });
    const token = await loginToken(sim.app, 'player01');
    const { value } = await envelopeOf<MemberInfo>(await sim.app.request('/wps/member/info', { headers: { Authorization: token } }));
    expect(value).toMatchObject({ lastLogin: now, lastLoginLocation: 'Manila, Philippines' });
  });

  it('gives every member a stable referral code from the id, found again in any case', async () => {
    const { app, state } = makeSim();
    const session = await jsonOf<CreatedSession>(await app.request('/__sim/session', postJson({ username: 'player01' })));
    const { value } = await envelopeOf<MemberInfo>(await app.request('/wps/member/info', { headers: { Authorization: session.token } }));
    expect(value.referralCode).toBe(referralCodeFor(1001));
    expect(memberByReferralCode(state, 'demo', 'r1001')?.username).toBe('player01');
    expect(memberByReferralCode(state, 'demo2', 'R1001')).toBeUndefined();
    expect(memberByReferralCode(state, 'demo', 'REF7')).toBeUndefined();
  });

  it("refuses a token of another merchant's session", async () => {
    const { app } = makeSim();
    const session = await jsonOf<CreatedSession>(
      await app.request('/__sim/session', postJson({ merchant: 'demo2', username: 'player01' })),
    );
    const response = await app.request('/wps/member/info', { headers: { Authorization: session.token } });
    expect(response.status).toBe(401);
    const same = await app.request('/wps/member/info', { headers: { Authorization: session.token, Merchant: 'demo2' } });
    expect(same.status).toBe(200);
  });

  it('reports type 4 for the member without chat', async () => {
    const { app } = makeSim();
    const session = await jsonOf<CreatedSession>(await app.request('/__sim/session', postJson({ username: 'nochat01' })));
    const { value } = await envelopeOf<MemberInfo>(await app.request('/wps/member/info', { headers: { Authorization: session.token } }));
    expect(value.type).toBe(4);
  });

  it('forgets sessions on reset', async () => {
    const { app } = makeSim();
    const session = await jsonOf<CreatedSession>(await app.request('/__sim/session', postJson({ username: 'player01' })));
    await app.request('/__sim/reset', { method: 'POST' });
    expect((await app.request('/wps/member/info', { headers: { Authorization: session.token } })).status).toBe(401);
  });
});

describe('maskMobile', () => {
  it('keeps only the ends of the number readable', () => {
    expect(maskMobile('84', '912000001')).toBe('+84 912****001');
    expect(maskMobile('63', '12345')).toBe('+63 ****');
  });
});
