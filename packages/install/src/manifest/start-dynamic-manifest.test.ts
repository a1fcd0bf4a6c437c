import { cannedApi } from '@lotto/api-client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { installedAppLinks } from './installed-app-links';
import { startDynamicManifest } from './start-dynamic-manifest';

const PWA = JSON.stringify({ title: 'Lucky', icons: { 192: '/i/192.png', 512: '/i/512.png' } });
const NONE = { imageLogo: null, pwa: null, desktopAppFeature: null, appleTouchIcon: null };

const href = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

describe('the installed app links (spec 001 §3, §4)', () => {
  it("desktop_app_feature '1' links the merchant's dynamic manifest; anything else the static one", () => {
    expect(installedAppLinks({ ...NONE, desktopAppFeature: '1' }, 'demo 2').manifest).toBe('/wps/system/manifest.json?merchantCode=demo+2');
    expect(installedAppLinks({ ...NONE, desktopAppFeature: '0' }, 'demo').manifest).toBe('/m/manifest.webmanifest');
    expect(installedAppLinks(NONE, 'demo').manifest).toBe('/m/manifest.webmanifest');
  });

  it('takes the apple touch icon from apple_touch_icon, else the smallest pwa icon, else keeps the build’s', () => {
    expect(installedAppLinks({ ...NONE, pwa: PWA, appleTouchIcon: '/touch.png' }, 'demo').appleTouchIcon).toBe('/touch.png');
    expect(installedAppLinks({ ...NONE, pwa: PWA }, 'demo').appleTouchIcon).toBe('/i/192.png');
    expect(installedAppLinks(NONE, 'demo').appleTouchIcon).toBeNull();
  });
});

describe('startDynamicManifest', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '<link rel="manifest" href="/m/manifest.webmanifest"><link rel="apple-touch-icon" href="data:logo">';
  });

  it('links what the last answer kept at once, then asks the templates (COMM3, no token, silent) and keeps the answer', async () => {
    localStorage.setItem('desktop_app_feature', '1');
    const api = cannedApi({
      '/wps/system/templates': {
        success: true,
        status: 200,
        value: { image_logo: '/logo.svg', pwa: PWA, desktop_app_feature: '0', apple_touch_icon: '/touch.png' },
      },
    });
    const started = startDynamicManifest({ api, merchantCode: 'demo' });
    expect(href('manifest')).toBe('/wps/system/manifest.json?merchantCode=demo');
    await started;
    expect(api.calls[0]).toMatchObject({ path: '/wps/system/templates', options: { moduleId: 'COMM3', auth: false, alert: false } });
    expect(href('manifest')).toBe('/m/manifest.webmanifest');
    expect(href('apple-touch-icon')).toBe('/touch.png');
    expect(localStorage.getItem('desktop_app_feature')).toBe('0');
    expect(localStorage.getItem('image_logo')).toBe('/logo.svg');
  });

  it('keeps what was kept when the call fails', async () => {
    localStorage.setItem('desktop_app_feature', '1');
    await startDynamicManifest({ api: cannedApi(), merchantCode: 'demo' });
    expect(href('manifest')).toBe('/wps/system/manifest.json?merchantCode=demo');
    expect(href('apple-touch-icon')).toBe('data:logo');
    expect(localStorage.getItem('desktop_app_feature')).toBe('1');
  });

  it('adds the links to a head that has none', async () => {
    document.head.innerHTML = '';
    const api = cannedApi({ '/wps/system/templates': { success: true, status: 200, value: { desktop_app_feature: '1', pwa: PWA } } });
    await startDynamicManifest({ api, merchantCode: 'demo' });
    expect(href('manifest')).toBe('/wps/system/manifest.json?merchantCode=demo');
    expect(href('apple-touch-icon')).toBe('/i/192.png');
  });
});
