import { describe, expect, it } from 'vitest';
import { callEncrypted, envelopeOf, jsonOf, makeSim, postJson, sessionFor } from '../testing/test-helpers';
import type { ReferralDetails } from './referral';

type Sim = ReturnType<typeof makeSim>;

const DETAILS = '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true';
const LAYOUT = '/wps/relay/PROMOFE_feLayoutPromotion?platform=M';

interface Section {
  section: string;
  sortIndex: number;
  title: string;
  content: string;
  isHide: boolean;
}

async function ask<T>(sim: Sim, path: string, token: string, headers: Record<string, string> = {}) {
  return envelopeOf<T>(await sim.app.request(path, { headers: { Authorization: token, Merchant: 'demo', ...headers } }));
}

function registerWith(sim: Sim, username: string, referralCode: string) {
  return callEncrypted(
    sim.app,
    '/wps/member/register',
    { username, password: 'secret1', referralCode, login: true, registerMethod: 'H5', domain: 'localhost' },
    { ModuleId: 'REG3' },
    'PUT',
  );
}

describe('the referral details', () => {
  it("answer the member's code, the merchant's domains and switches, and count the friends registered with the code", async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const { value } = await ask<ReferralDetails>(sim, DETAILS, token);
    expect(value).toEqual({
      referralCode: 'R1001',
      totalInvitations: 0,
      promotionDomains: ['join.luckystar.example', 'promo.luckystar.example'],
      invitationRewardEnabled: 'Y',
      achievementEnabled: 'N',
      depositRebateEnabled: 'Y',
      bettingRebateEnabled: 'Y',
    });
    expect((await registerWith(sim, 'friend01', 'R1001')).body.success).toBe(true);
    expect((await registerWith(sim, 'friend02', 'r1001')).body.success).toBe(true);
    expect((await registerWith(sim, 'stranger01', 'R1002')).body.success).toBe(true);
    expect((await ask<ReferralDetails>(sim, DETAILS, token)).value.totalInvitations).toBe(2);
  });

  it('answer no promotion domain for demo2, and the control changes domains and switches', async () => {
    const sim = makeSim();
    const demo2 = await sessionFor(sim.app, 'player01', 'demo2');
    const answer = await envelopeOf<ReferralDetails>(
      await sim.app.request(DETAILS, { headers: { Authorization: demo2, Merchant: 'demo2' } }),
    );
    expect(answer.value).toMatchObject({
      referralCode: 'R2001',
      promotionDomains: [],
      invitationRewardEnabled: 'Y',
      bettingRebateEnabled: 'N',
    });

    const changed = await sim.app.request(
      '/__sim/referral',
      postJson({ merchant: 'demo', promotionDomains: [], offers: { achievementEnabled: true } }),
    );
    expect(await jsonOf(changed)).toMatchObject({ demo: { promotionDomains: [], offers: { achievementEnabled: true } } });
    const token = await sessionFor(sim.app, 'player01');
    expect((await ask<ReferralDetails>(sim, DETAILS, token)).value).toMatchObject({ promotionDomains: [], achievementEnabled: 'Y' });
    expect((await sim.app.request('/__sim/referral', postJson({ offers: { nope: true } }))).status).toBe(400);
    expect((await sim.app.request('/__sim/referral', postJson({ promotionDomains: 'a.example' }))).status).toBe(400);
    await sim.app.request('/__sim/reset', postJson({}));
    expect(await jsonOf(await sim.app.request('/__sim/referral'))).toMatchObject({
      demo: { promotionDomains: ['join.luckystar.example', 'promo.luckystar.example'] },
    });
  });

  it('need a session', async () => {
    const sim = makeSim();
    expect((await sim.app.request(DETAILS)).status).toBe(401);
    expect((await sim.app.request(LAYOUT)).status).toBe(401);
  });
});

describe('the layout of the invite page', () => {
  it('answers the mobile sections with HTML in the language asked, else in the merchant’s default', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const english = (await ask<{ M: { OVERVIEW: Section[] } }>(sim, LAYOUT, token, { Language: 'EN' })).value.M.OVERVIEW;
    expect(english.map((section) => section.section)).toEqual([
      'SUMMARY',
      'INVITE_URL',
      'shareQRCode',
      'activityIntro',
      'rules',
      'LEADERBOARD',
      'INCOME_CALCULATOR',
    ]);
    expect(english.find((section) => section.section === 'activityIntro')?.content).toContain('<strong>');
    expect(english.find((section) => section.section === 'LEADERBOARD')?.isHide).toBe(true);
    const chinese = (await ask<{ M: { OVERVIEW: Section[] } }>(sim, LAYOUT, token, { Language: 'CN' })).value.M.OVERVIEW;
    expect(chinese.find((section) => section.section === 'rules')?.title).toBe('活动规则');
    const urdu = (await ask<{ M: { OVERVIEW: Section[] } }>(sim, LAYOUT, token, { Language: 'UR' })).value.M.OVERVIEW;
    expect(urdu).toEqual(english);
    expect((await ask(sim, '/wps/relay/PROMOFE_feLayoutPromotion?platform=PC', token)).value).toEqual({});
  });
});
