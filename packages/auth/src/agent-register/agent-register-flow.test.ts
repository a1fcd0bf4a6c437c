import { describe, expect, it } from 'vitest';
import { buildAgentRegisterPayload, referralLink } from './agent-register-flow';

const env = { inApp: false, pwa: false, webclip: false, ipad: false, iosVersion: null };

describe("an agent's referral link", () => {
  it('is the registration page with the code as r', () => {
    expect(referralLink('https://play.example', 'R1002')).toBe('https://play.example/m/register?r=R1002');
    expect(referralLink('http://127.0.0.1:8080', 'a b&c')).toBe('http://127.0.0.1:8080/m/register?r=a+b%26c');
  });
});

describe('the payload of a player an agent registers', () => {
  it("is the username registration's, with the agent's referral code and login false", () => {
    const payload = buildAgentRegisterPayload(
      { mode: 'username', username: 'downline01', password: 'secret1' },
      { geetestSeccode: 's' },
      { env, href: 'https://play.example/m/agentRegister?token=abc', hostname: 'play.example', loginDeviceId: 'device-1' },
      'R1002',
    );
    expect(payload).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://play.example/m/agentRegister',
      loginDeviceId: 'device-1',
      isOfficialAppLogin: false,
      domain: 'play.example',
      referralCode: 'R1002',
      pixelTrack: {},
      login: false,
      geetestSeccode: 's',
      password: 'secret1',
      username: 'downline01',
    });
  });

  it("leaves out the agent's own affiliate code and ad click ids", () => {
    localStorage.setItem('registerInfo', JSON.stringify({ affiliateCode: 'AFF7', referralCode: 'SOMEONE' }));
    const payload = buildAgentRegisterPayload(
      { mode: 'username', username: 'downline02', password: 'secret1' },
      {},
      { env, href: 'https://play.example/m/agentRegister?fbclid=F1', hostname: 'play.example', loginDeviceId: 'device-1' },
      'R1002',
    );
    expect(payload).not.toHaveProperty('affiliateCode');
    expect(payload).toMatchObject({ referralCode: 'R1002', pixelTrack: {} });
    localStorage.clear();
  });
});
