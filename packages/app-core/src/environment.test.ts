import { describe, expect, it } from 'vitest';
import { detectEnvironment, deviceHeader } from './environment';

const base = { userAgent: 'Mozilla/5.0 (Linux; Android 13)', search: '', standalone: false, webclipFlag: null };

describe('environment detection', () => {
  it('sends no Device header in a plain browser', () => {
    expect(deviceHeader(detectEnvironment(base))).toBeNull();
  });

  it('detects the installed web app', () => {
    expect(deviceHeader(detectEnvironment({ ...base, standalone: true }))).toBe('PWA');
  });

  it('detects the home-screen web clip', () => {
    expect(deviceHeader(detectEnvironment({ ...base, webclipFlag: '1' }))).toBe('WEBCLIP');
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
