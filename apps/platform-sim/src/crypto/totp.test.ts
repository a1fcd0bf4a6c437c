import { describe, expect, it } from 'vitest';
import { base32Decode, totp, totpMatches } from './totp';

/** RFC 6238 appendix B, SHA-1 secret "12345678901234567890", last six digits. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp', () => {
  it('decodes Base32', () => {
    expect(base32Decode(RFC_SECRET).toString('latin1')).toBe('12345678901234567890');
    expect(() => base32Decode('1!')).toThrow();
  });

  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_234_567_890, '005924'],
    [20_000_000_000, '353130'],
  ])('matches the RFC test vector at %i s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1_000)).toBe(code);
  });

  it('accepts the step before and after, not further', () => {
    const now = 1_111_111_109_000;
    expect(totpMatches(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(totpMatches(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(totpMatches(RFC_SECRET, totp(RFC_SECRET, now - 90_000), now)).toBe(false);
  });
});
