import { describe, expect, it } from 'vitest';
import { compareVersions } from './version-compare';

describe('comparing native app versions', () => {
  it('orders 2.4.38 before 2.4.39, and 2.4.39 before 2.4.40', () => {
    expect(compareVersions('2.4.38', '2.4.39')).toBe(-1);
    expect(compareVersions('2.4.39', '2.4.39')).toBe(0);
    expect(compareVersions('2.4.40', '2.4.39')).toBe(1);
  });

  it('compares each part as a number, not as text', () => {
    expect(compareVersions('2.10.0', '2.4.39')).toBe(1);
    expect(compareVersions('10.0.0', '9.9.9')).toBe(1);
  });

  it('counts a missing part as 0 and ignores a leading v and a build suffix', () => {
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('v2.4.39', '2.4.39')).toBe(0);
    expect(compareVersions('2.4.39-beta', '2.4.39')).toBe(0);
    expect(compareVersions('3', '2.99.99')).toBe(1);
  });
});
