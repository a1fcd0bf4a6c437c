import { describe, expect, it, vi } from 'vitest';
import { buildAgentRegisterPayload, copyText, referralLink } from './agent-register-flow';

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

describe('copying the link', () => {
  it('uses the Clipboard API when it is allowed', async () => {
    const writeText = vi.fn(async () => undefined);
    const copySelection = vi.fn(() => true);
    await expect(copyText('L', { clipboard: { writeText }, copySelection })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('L');
    expect(copySelection).not.toHaveBeenCalled();
  });

  it('falls back to copying the selection when the Clipboard API is refused or missing', async () => {
    const refused = { writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) };
    await expect(copyText('L', { clipboard: refused, copySelection: () => true })).resolves.toBe('copied');
    await expect(copyText('L', { copySelection: () => true })).resolves.toBe('copied');
  });

  it('asks the player to copy it when both are refused', async () => {
    const refused = { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) };
    await expect(copyText('L', { clipboard: refused, copySelection: () => false })).resolves.toBe('manual');
    await expect(
      copyText('L', {
        copySelection: () => {
          throw new Error('not supported');
        },
      }),
    ).resolves.toBe('manual');
    await expect(copyText('L', {})).resolves.toBe('manual');
  });
});
