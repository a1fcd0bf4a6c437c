import { describe, expect, it } from 'vitest';
import type { Member } from '../state/sim-state';
import { jsonOf, makeSim } from '../testing/test-helpers';

describe('GET /__sim/members', () => {
  it("lists a merchant's seeded members", async () => {
    const { app } = makeSim();
    const members = await jsonOf<Member[]>(await app.request('/__sim/members?merchant=demo'));
    const types = new Set(members.map((member) => member.type));
    expect([...types].sort()).toEqual([0, 1, 2, 4]);
    expect(members.some((member) => member.password === '{secret}')).toBe(true);
    expect(members.some((member) => member.passwordExpired)).toBe(true);
    for (const method of ['email', 'ga', 'sms', 'payeeName'] as const) {
      expect(members.some((member) => member.secondFactor.length === 1 && member.secondFactor[0] === method)).toBe(true);
    }
    expect(members.some((member) => member.identityProvider !== null)).toBe(true);
  });
});

describe('GET /__sim/members: the second-factor secrets', () => {
  it('lists a fixed 6-digit gaCode, the e-mail, payee name and mobile of every member', async () => {
    const { app } = makeSim();
    const members = await jsonOf<Member[]>(await app.request('/__sim/members'));
    for (const member of members) {
      expect(member.gaCode).toMatch(/^\d{6}$/);
      expect(member.email).toBe(`${member.username}@${member.merchant}.example`);
      expect(member.payeeName).not.toBe('');
      expect(member.mobileNum).toMatch(/^\d+$/);
      expect(member.rankProgress.totalExpectedConditions).toBeGreaterThan(0);
    }
    expect(new Set(members.map((member) => member.gaCode)).size).toBe(members.length);
  });

  it('restores changed members (password, language) on reset', async () => {
    const { app, state } = makeSim();
    const member = state.findMember('demo', 'default01')!;
    member.password = 'Changed-1';
    member.language = 'JA';
    await app.request('/__sim/reset', { method: 'POST' });
    expect(state.findMember('demo', 'default01')).toMatchObject({ password: '{secret}', language: 'EN' });
  });
});
