import { describe, expect, it } from 'vitest';
import { isIosDevice, isIpad } from './ios-device';

describe('an iOS device', () => {
  it('is an iPhone, iPad or iPod by its user agent, or an iPad that calls itself a Mac', () => {
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X)' })).toBe(true);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)' })).toBe(true);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_2 like Mac OS X)' })).toBe(true);
    const mac = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel' };
    expect(isIosDevice({ ...mac, maxTouchPoints: 5 })).toBe(true);
    expect(isIpad({ ...mac, maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ ...mac, maxTouchPoints: 0 })).toBe(false);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14)' })).toBe(false);
  });
});
