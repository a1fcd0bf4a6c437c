import { describe, expect, it } from 'vitest';
import { buildRegisterPayload, registerMethodOf } from './register-payload';

const env = { inApp: false, pwa: false, webclip: false, ipad: false, iosVersion: null };
const context = {
  env,
  href: 'https://play.example/m/register?token=abc&affiliateCode=AFF7',
  hostname: 'play.example',
  search: '?affiliateCode=AFF7&fbclid=F1',
  loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  saved: { referralCode: 'REF7', gclid: 'G1' },
};

describe('the register payload', () => {
  it('carries the spec 000 §3 fields, the codes from the address or the saved query, and no token', () => {
    const payload = buildRegisterPayload({ mode: 'username', username: 'newbie01', password: 'secret1' }, { geetestSeccode: 's' }, context);
    expect(payload).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://play.example/m/register?affiliateCode=AFF7',
      loginDeviceId: context.loginDeviceId,
      isOfficialAppLogin: false,
      domain: 'play.example',
      affiliateCode: 'AFF7',
      referralCode: 'REF7',
      pixelTrack: { fbclid: 'F1', gclid: 'G1' },
      login: true,
      geetestSeccode: 's',
      password: 'secret1',
      username: 'newbie01',
    });
  });

  it('sends the placeholder password when none is asked, and the dialling code with the number', () => {
    const payload = buildRegisterPayload({ mode: 'mobile', mobileNum: '9171234567', countryDialingCode: '63' }, {}, context);
    expect(payload).toMatchObject({ password: '{secret}', mobileNum: '9171234567', countryDialingCode: '63' });
    expect(payload).not.toHaveProperty('username');
  });

  it('sends what the fields the rules added hold, a typed referral code over the address’s', () => {
    const payload = buildRegisterPayload(
      { mode: 'username', username: 'newbie01', password: 'secret1', extras: { referralCode: 'R1002', email: 'ana@example.com' } },
      {},
      context,
    );
    expect(payload).toMatchObject({ referralCode: 'R1002', email: 'ana@example.com', affiliateCode: 'AFF7' });
    expect(payload).not.toHaveProperty('realName');
  });

  it('names the register method by where the app runs', () => {
    expect(registerMethodOf({ ...env, inApp: true, pwa: true })).toBe('APP');
    expect(registerMethodOf({ ...env, pwa: true })).toBe('PWA');
    expect(registerMethodOf({ ...env, webclip: true })).toBe('WEBCLIP');
    expect(registerMethodOf(env)).toBe('H5');
  });
});
