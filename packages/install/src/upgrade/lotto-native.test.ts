import { describe, expect, it, vi } from 'vitest';
import { lottoNativeBridge } from './lotto-native';
import { installStandInBridge } from './stand-in-bridge';

const ANDROID_UA = { userAgent: 'Mozilla/5.0 (Linux; Android 14) LottoApp' };
const IOS_UA = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) LottoApp' };
/** iPadOS 13+ webviews call themselves Macs; app-core's rule tells them by touch points. */
const IPAD_AS_MAC = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) LottoApp', platform: 'MacIntel', maxTouchPoints: 5 };
const wire = {
  version: '2.4.38',
  platform: 'Android',
  upgrade: { version: '2.5.0', title: 'T', description: 'D', links: { Android: ' https://a.example/app.apk ', IOS: '' } },
};

describe("the real app's bridge", () => {
  it('reads the JSON text an Android app answers, dropping empty links', () => {
    const target = { lottoNative: { appInfo: () => JSON.stringify(wire) } };
    expect(lottoNativeBridge(target, ANDROID_UA).readAppInfo()).toEqual({
      version: '2.4.38',
      platform: 'Android',
      upgrade: { version: '2.5.0', title: 'T', description: 'D', links: { Android: 'https://a.example/app.apk' } },
    });
  });

  it('drops an upgrade link that is no https download', () => {
    const links = { Android: 'javascript:alert(1)', IOS: 'http://a.example/app.ipa' };
    const target = { lottoNative: { appInfo: () => ({ ...wire, upgrade: { ...wire.upgrade, links } }) } };
    expect(lottoNativeBridge(target, ANDROID_UA).readAppInfo()?.upgrade?.links).toEqual({});
  });

  it('reads an object, and tells the platform from the user agent when the app leaves it out', () => {
    const target = { lottoNative: { appInfo: () => ({ version: '2.4.40', upgrade: null }) } };
    expect(lottoNativeBridge(target, IOS_UA).readAppInfo()).toEqual({ version: '2.4.40', platform: 'IOS', upgrade: null });
    expect(lottoNativeBridge(target, IPAD_AS_MAC).readAppInfo()?.platform).toBe('IOS');
    expect(lottoNativeBridge(target, ANDROID_UA).readAppInfo()?.platform).toBe('Android');
  });

  it('reads no app from a plain browser, an older bridge or a malformed answer', () => {
    expect(lottoNativeBridge({}, ANDROID_UA).readAppInfo()).toBeNull();
    expect(lottoNativeBridge({ lottoNative: { socialLogin: () => undefined } }, ANDROID_UA).readAppInfo()).toBeNull();
    expect(lottoNativeBridge({ lottoNative: { appInfo: () => '{not json' } }, ANDROID_UA).readAppInfo()).toBeNull();
    expect(lottoNativeBridge({ lottoNative: { appInfo: () => ({ platform: 'IOS' }) } }, ANDROID_UA).readAppInfo()).toBeNull();
    const throwing = {
      lottoNative: {
        appInfo: () => {
          throw new Error('gone');
        },
      },
    };
    expect(lottoNativeBridge(throwing, ANDROID_UA).readAppInfo()).toBeNull();
  });

  it('asks the app to open a link, and says when it cannot', () => {
    const openUrl = vi.fn();
    expect(lottoNativeBridge({ lottoNative: { openUrl } }).openUrl('https://a.example/app.apk')).toBe(true);
    expect(openUrl).toHaveBeenCalledWith('https://a.example/app.apk');
    expect(lottoNativeBridge({}).openUrl('https://a.example/app.apk')).toBe(false);
  });
});

describe('the stand-in app', () => {
  it('speaks the same contract as the real app, keeping the sign-in part of the bridge', () => {
    const socialLogin = vi.fn();
    (window as unknown as { lottoNative?: object }).lottoNative = { socialLogin };
    installStandInBridge({ version: '2.4.39', platform: 'IOS', upgrade: { title: 'T', description: 'D', links: { IOS: 'b.ipa' } } });
    const bridge = lottoNativeBridge(window, ANDROID_UA);
    expect(bridge.readAppInfo()).toEqual({
      version: '2.4.39',
      platform: 'IOS',
      upgrade: { title: 'T', description: 'D', links: { IOS: 'b.ipa' } },
    });
    expect(bridge.openUrl('b.ipa')).toBe(true);
    expect((window as unknown as { lottoNativeOpened: string[] }).lottoNativeOpened).toEqual(['b.ipa']);
    expect((window as unknown as { lottoNative: { socialLogin: unknown } }).lottoNative.socialLogin).toBe(socialLogin);
    delete (window as unknown as { lottoNative?: object }).lottoNative;
  });
});
