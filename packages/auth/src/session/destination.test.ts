import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './destination';

const base = { value: {}, forceExpiredChange: false } as const;

describe('where login leads (spec 000 §4–5)', () => {
  it('goes home after a normal login', () => {
    expect(destinationAfterLogin({ ...base, type: 'username', password: 'Passw0rd!' })).toBe('/m/home');
  });

  it('forces a change of the default password for username logins only', () => {
    expect(destinationAfterLogin({ ...base, type: 'username', password: '{secret}' })).toBe('/m/changePsw');
    expect(destinationAfterLogin({ ...base, type: 'sms', password: '{secret}' })).toBe('/m/home');
    expect(destinationAfterLogin({ ...base, type: 'firebase', password: '{secret}' })).toBe('/m/home');
  });

  it('forces a change of an expired password only when the merchant flag is on', () => {
    expect(destinationAfterLogin({ type: 'username', password: 'x', value: { passwordExpired: true }, forceExpiredChange: true })).toBe(
      '/m/changePsw',
    );
    expect(destinationAfterLogin({ type: 'username', password: 'x', value: { passwordExpired: true }, forceExpiredChange: false })).toBe(
      '/m/home',
    );
  });

  it('goes back where the visitor was headed instead of home, after any forced change', () => {
    expect(destinationAfterLogin({ ...base, type: 'sms', password: '', back: '/m/agentRegister' })).toBe('/m/agentRegister');
    expect(destinationAfterLogin({ ...base, type: 'username', password: '{secret}', back: '/m/agentRegister' })).toBe('/m/changePsw');
    expect(destinationAfterLogin({ ...base, type: 'username', password: 'Passw0rd!', back: null })).toBe('/m/home');
  });
});
