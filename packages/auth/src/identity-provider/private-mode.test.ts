import { describe, expect, it } from 'vitest';
import { isPrivateBrowsing } from './private-mode';

const GIB = 1_073_741_824;

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
/** What the apps' own browsers send, as seen in ad traffic. */
const IN_APP_BROWSERS = {
  'Facebook on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21B101 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
  'Facebook on Android':
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.36.111;]',
  'Instagram on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 302.0.0.23.114 (iPhone13,2; iOS 16_6; en_US; en; scale=3.00; 1170x2532; 520000000)',
  'Line on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.10.0',
  'TikTok on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_31.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6',
};

describe('private browsing', () => {
  it('is seen in a Chromium private window by its memory-sized quota', async () => {
    expect(await isPrivateBrowsing({ storageQuota: async () => 120_000_000, heapLimit: 4 * GIB })).toBe(true);
  });

  it('is not seen in a normal Chromium profile', async () => {
    expect(
      await isPrivateBrowsing({ storageQuota: async () => 10 * GIB, heapLimit: 4 * GIB, serviceWorkers: true, secureContext: true }),
    ).toBe(false);
  });

  it('uses 1 GiB as the heap when the browser does not tell', async () => {
    expect(await isPrivateBrowsing({ storageQuota: async () => GIB })).toBe(true);
    expect(await isPrivateBrowsing({ storageQuota: async () => 3 * GIB })).toBe(false);
  });

  it('is seen in a WebKit private window by the refused file system', async () => {
    const openDirectory = async () => {
      throw new Error('UnknownError: The operation failed for an unknown transient reason');
    };
    expect(await isPrivateBrowsing({ openDirectory })).toBe(true);
  });

  it('is not claimed from other file-system errors', async () => {
    const openDirectory = async () => {
      throw new Error('SecurityError');
    };
    expect(await isPrivateBrowsing({ openDirectory })).toBe(false);
  });

  it('is seen in a Gecko private window by the missing service workers on a secure page', async () => {
    expect(await isPrivateBrowsing({ serviceWorkers: false, secureContext: true, userAgent: FIREFOX_ANDROID })).toBe(true);
    expect(await isPrivateBrowsing({ serviceWorkers: false, secureContext: false, userAgent: FIREFOX_ANDROID })).toBe(false);
  });

  it('does not read missing service workers as private outside Gecko', async () => {
    expect(await isPrivateBrowsing({ serviceWorkers: false, secureContext: true, userAgent: SAFARI_IOS })).toBe(false);
  });

  it.each(Object.entries(IN_APP_BROWSERS))('is not claimed in the in-app browser of %s', async (_app, userAgent) => {
    const openDirectory = async () => {
      throw new Error('UnknownError: The operation failed for an unknown transient reason');
    };
    expect(await isPrivateBrowsing({ serviceWorkers: false, secureContext: true, openDirectory, userAgent })).toBe(false);
  });

  it('is not claimed when the quota cannot be read', async () => {
    expect(await isPrivateBrowsing({ storageQuota: async () => Promise.reject(new Error('no')) })).toBe(false);
  });
});
