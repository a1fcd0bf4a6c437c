import { describe, expect, it } from 'vitest';
import { detectEnvironment, deviceHeader, nextWebclipFlag } from './environment';

const base = { userAgent: 'Mozilla/5.0 (Linux; Android 13)', search: '', standalone: false, webclipFlag: null };

describe('environment detection', () => {
  it('sends no Device header in a plain browser', () => {
    expect(deviceHeader(detectEnvironment(base))).toBeNull();
  });

  it('detects the installed web app', () => {
    expect(deviceHeader(detectEnvironment({ ...base, standalone: true }))).toBe('PWA');
  });

  it('detects the home-screen web clip, opened standalone with the flag at 1', () => {
    expect(deviceHeader(detectEnvironment({ ...base, standalone: true, webclipFlag: '1' }))).toBe('WEBCLIP');
    expect(deviceHeader(detectEnvironment({ ...base, standalone: true, webclipFlag: '0' }))).toBe('PWA');
  });

  it('keeps the web clip flag out of a browser tab that shares its storage', () => {
    expect(deviceHeader(detectEnvironment({ ...base, webclipFlag: '1' }))).toBeNull();
  });

  it('detects an iPad, also one that reports itself as a Mac', () => {
    expect(deviceHeader(detectEnvironment({ ...base, userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_2 like Mac OS X)' }))).toBe('IPAD');
    expect(
      deviceHeader(detectEnvironment({ ...base, userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 5 })),
    ).toBe('IPAD');
  });

  it('reads the iOS version', () => {
    expect(detectEnvironment({ ...base, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X)' }).iosVersion).toBe(12.1);
  });

  it('knows the native app from inApp in the address', () => {
    const env = detectEnvironment({ ...base, search: '?inApp=1', standalone: true });
    expect(env.inApp).toBe(true);
    expect(env.pwa).toBe(false);
  });
});

describe('the WEBCLIP flag (spec 001 §4)', () => {
  const rules: Array<[string, string | null, boolean, string, string | null]> = [
    ['opened standalone with no earlier flag: a web clip', null, true, '', '1'],
    ['opened standalone with an earlier flag: kept', '0', true, '', '0'],
    ['the homescreen parameter in home-screen mode: the installed web app', '1', true, '?homescreen=1', '0'],
    ['the parameter counts with no value', null, true, '?homescreen', '0'],
    ['the parameter in a browser tab: nothing set', null, false, '?homescreen=1', null],
    ['a browser tab leaves the flag alone', '1', false, '', '1'],
  ];
  it.each(rules)('%s', (_rule, stored, standalone, search, next) => {
    expect(nextWebclipFlag(stored, standalone, search)).toBe(next);
  });

  it('tells the installed web app from the web clip in registerMethod terms', () => {
    const clip = detectEnvironment({ ...base, standalone: true, webclipFlag: nextWebclipFlag(null, true, '') });
    const installed = detectEnvironment({ ...base, standalone: true, webclipFlag: nextWebclipFlag(null, true, '?homescreen=1') });
    expect([clip.webclip, clip.pwa]).toEqual([true, false]);
    expect([installed.webclip, installed.pwa]).toEqual([false, true]);
  });
});
