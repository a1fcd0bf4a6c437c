import { describe, expect, it } from 'vitest';
import { browserKind } from './browser';
import { downloadBarShown, type DownloadBarConditions } from './download-bar-rule';
import { downloadLinks, platformLink } from './download-links';

const shown: DownloadBarConditions = {
  inApp: false,
  pwa: false,
  webclip: false,
  link: '/app.apk',
  hidden: false,
  minVipRank: 0,
  rankLevel: null,
};

describe('the download bar (spec 001 §2 screen 1, §5)', () => {
  it('shows in a browser with a link', () => {
    expect(downloadBarShown(shown)).toBe(true);
  });

  it.each<[string, Partial<DownloadBarConditions>]>([
    ['in the native app', { inApp: true }],
    ['in the installed web app', { pwa: true }],
    ['in home-screen web-clip mode', { webclip: true }],
    ['without a link', { link: undefined }],
    ['once closed this session (hideDownloadBar = 1)', { hidden: true }],
    ['below the required VIP rank', { minVipRank: 3, rankLevel: 2 }],
    ['for a visitor when a rank is required', { minVipRank: 3, rankLevel: null }],
  ])('hides %s', (_, change) => {
    expect(downloadBarShown({ ...shown, ...change })).toBe(false);
  });

  it('shows at or above the required rank', () => {
    expect(downloadBarShown({ ...shown, minVipRank: 3, rankLevel: 3 })).toBe(true);
  });
});

describe('download links', () => {
  const links = downloadLinks({
    Android: '/a.apk',
    IOS: '/a.ipa',
    MOBILECONFIG: '/p.mobileconfig',
    Facebook: 'https://facebook.example',
  });

  it('reads the spec’s resource types and ignores social links', () => {
    expect(links).toEqual({ android: '/a.apk', ios: '/a.ipa', profile: '/p.mobileconfig' });
  });

  it('picks the iOS link on iOS and the Android one elsewhere', () => {
    expect(platformLink(links, browserKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Safari/604.1'))).toBe(
      '/a.ipa',
    );
    expect(platformLink(links, 'android')).toBe('/a.apk');
    expect(platformLink(links, 'other')).toBe('/a.apk');
  });

  it('picks by the device in an in-app browser: Facebook on an iPhone gets the iOS link', () => {
    expect(platformLink(links, 'in-app', 17.4)).toBe('/a.ipa');
    expect(platformLink(links, 'in-app', null)).toBe('/a.apk');
  });
});
