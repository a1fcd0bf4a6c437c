import { describe, expect, it } from 'vitest';
import { browserKind, effectiveIosVersion, guideVariant } from './browser';

const UA = {
  safari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safari12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  safari26:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.35.107]',
  instagram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Instagram 329.0.0.41.93 Android',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.6.0',
  tiktok:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 trill_340 BytedanceWebview/d8a21c6',
  iosWebview: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('browser detection', () => {
  it.each([
    ['safari17', 'ios-safari'],
    ['safari12', 'ios-safari'],
    ['safari26', 'ios-safari'],
    ['iosChrome', 'ios-other'],
    ['iosFirefox', 'ios-other'],
    ['facebook', 'in-app'],
    ['instagram', 'in-app'],
    ['line', 'in-app'],
    ['tiktok', 'in-app'],
    ['iosWebview', 'in-app'],
    ['androidChrome', 'android'],
    ['desktop', 'other'],
  ] as const)('%s is %s', (name, kind) => {
    expect(browserKind(UA[name])).toBe(kind);
  });

  it('counts an iPad that reports itself as a Mac as iOS', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(browserKind(mac, true)).toBe('ios-safari');
    expect(browserKind(mac, false)).toBe('other');
  });
});

describe('iOS versions for the guide', () => {
  it('reads iOS 26 from Safari’s Version token, since the OS token stays at 18.6', () => {
    expect(effectiveIosVersion(UA.safari26, 18.6)).toBe(26);
    expect(effectiveIosVersion(UA.safari17, 17.4)).toBe(17.4);
    expect(effectiveIosVersion(UA.androidChrome, null)).toBeNull();
  });

  it('gives the legacy steps below 12.2, the ⋯ step from 26, the share steps between', () => {
    expect(guideVariant(12.1)).toBe('legacy');
    expect(guideVariant(12.2)).toBe('share');
    expect(guideVariant(17.4)).toBe('share');
    expect(guideVariant(26)).toBe('more-menu');
    expect(guideVariant(null)).toBe('share');
  });
});
