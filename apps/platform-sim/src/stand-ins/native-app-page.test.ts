import { describe, expect, it } from 'vitest';
import { createSimApp } from '../app';
import { framedAppPath, nativeAppInfo } from './native-app-page';

describe('the stand-in native app', () => {
  it('says by default it is 2.4.38 on Android with 2.5.0 on offer and the merchant’s stand-in downloads', () => {
    expect(nativeAppInfo({}, 'demo')).toEqual({
      version: '2.4.38',
      platform: 'Android',
      upgrade: {
        version: '2.5.0',
        title: '',
        description: '',
        links: { Android: '/sim-assets/demo/app.apk', IOS: '/sim-assets/demo/app.ipa' },
      },
    });
  });

  it('takes its version, platform, offer, texts and links from the query; `-` drops a link, offer=none the upgrade', () => {
    const info = nativeAppInfo(
      { version: '2.4.40', platform: 'IOS', offer: '2.6.0', title: 'T', description: 'D', android: '-', ios: 'https://x/a.ipa' },
      'demo',
    );
    expect(info).toEqual({
      version: '2.4.40',
      platform: 'IOS',
      upgrade: { version: '2.6.0', title: 'T', description: 'D', links: { IOS: 'https://x/a.ipa' } },
    });
    expect(nativeAppInfo({ offer: 'none' }, 'demo').upgrade).toBeNull();
  });

  it('frames an app page with inApp=1, home for anything outside /m/', () => {
    expect(framedAppPath(undefined)).toBe('/m/home?inApp=1');
    expect(framedAppPath('/m/member/home?tab=2')).toBe('/m/member/home?tab=2&inApp=1');
    expect(framedAppPath('https://evil.example/m/home')).toBe('/m/home?inApp=1');
    expect(framedAppPath('//evil.example/m/home')).toBe('/m/home?inApp=1');
  });

  it('serves a page that frames the app and hands it the bridge, no value able to close its script', async () => {
    const { app } = createSimApp();
    const response = await app.request('/sim-native?version=2.4.40&title=%3C/script%3E&path=/m/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<iframe id="app" title="App" src="/m/login?inApp=1">');
    expect(html).toContain('lottoNative=bridge');
    expect(html).toContain('"version":"2.4.40"');
    expect(html).not.toContain('"title":"</script>"');
    expect(html).toContain('\\u003c/script>');
  });
});
