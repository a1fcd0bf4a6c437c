import { describe, expect, it } from 'vitest';
import { authEmulatorUrl } from './auth-emulator';

describe('the Auth emulator build switch', () => {
  it('makes a production build when LOTTO_AUTH_EMULATOR is unset or empty', () => {
    expect(authEmulatorUrl({})).toBeNull();
    expect(authEmulatorUrl({ LOTTO_AUTH_EMULATOR: '' })).toBeNull();
    expect(authEmulatorUrl({ LOTTO_AUTH_EMULATOR: '  ' })).toBeNull();
  });

  it("turns Firebase's host:port into the emulator's origin", () => {
    expect(authEmulatorUrl({ LOTTO_AUTH_EMULATOR: '127.0.0.1:9099' })).toBe('http://127.0.0.1:9099');
    expect(authEmulatorUrl({ LOTTO_AUTH_EMULATOR: ' localhost:9199 ' })).toBe('http://localhost:9199');
  });

  it('refuses anything else rather than build a policy around it', () => {
    for (const value of ['http://127.0.0.1:9099', '127.0.0.1', '127.0.0.1:9099/path', 'on'])
      expect(() => authEmulatorUrl({ LOTTO_AUTH_EMULATOR: value }), value).toThrow(/host:port/);
  });
});
