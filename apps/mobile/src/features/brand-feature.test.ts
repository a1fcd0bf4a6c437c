import { describe, expect, it } from 'vitest';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import { logoAddress, startBrandFeature } from './brand-feature';
import { createAppStore } from '../store/create-store';

const ORIGIN = 'https://m.demo.example';

describe('logoAddress reads the templates’ image_logo', () => {
  it.each([
    ['https://cdn.example/logo.png', undefined, 'https://cdn.example/logo.png'],
    ['/sim-assets/demo/logo.svg', 'https://img.example/cdn', `${ORIGIN}/sim-assets/demo/logo.svg`],
    ['demo/logo.png', 'https://img.example/cdn', 'https://img.example/cdn/demo/logo.png'],
    ['demo/logo.png', '/sim-assets/cdn/', `${ORIGIN}/sim-assets/cdn/demo/logo.png`],
    ['logo.png', undefined, `${ORIGIN}/logo.png`],
  ])('%j under CDN %j is %s', (imageLogo, cdn, address) => {
    expect(logoAddress(imageLogo, cdn, ORIGIN)).toBe(address);
  });

  it.each([null, undefined, '', '  ', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>'])('%j is no logo', (imageLogo) => {
    expect(logoAddress(imageLogo, 'https://img.example', ORIGIN)).toBeNull();
  });

  it('reads a malformed CDN address as none, and a malformed logo as no logo, without throwing', () => {
    expect(logoAddress('demo/logo.png', 'http://[broken', ORIGIN)).toBe(`${ORIGIN}/demo/logo.png`);
    expect(logoAddress('http://[broken/logo.png', 'https://img.example', ORIGIN)).toBeNull();
  });
});

function start(answers: CannedAnswers) {
  const api = cannedApi(answers);
  const store = createAppStore({ api, merchantCode: 'demo', language: () => 'EN' }, { name: 'Lucky Star Lottery' }, null);
  return { api, store };
}

describe('startBrandFeature', () => {
  it('asks the templates once, with COMM3, no token and no alert, sharing the request with the manifest, and takes its logo', async () => {
    const { api, store } = start({
      '/wps/system/templates': { success: true, status: 200, value: { image_logo: '/sim-assets/demo/logo.svg' } },
    });
    await startBrandFeature(store, api, async () => true);
    expect(api.calls.map(({ path, options }) => ({ path, options }))).toEqual([
      { path: '/wps/system/templates', options: { moduleId: 'COMM3', auth: false, alert: false, singleFlight: true } },
    ]);
    expect(store.getState().brand?.logo ?? null).toBe(`${window.location.origin}/sim-assets/demo/logo.svg`);
  });

  it('keeps the merchant file’s logo when the call fails or names none', async () => {
    for (const answer of [
      { success: false, status: 502, value: null },
      { success: true, status: 200, value: {} },
    ]) {
      const { api, store } = start({ '/wps/system/templates': answer });
      await startBrandFeature(store, api, async () => true);
      expect(store.getState().brand?.logo ?? null).toBeNull();
    }
  });

  it('keeps the merchant file’s logo until the platform’s has loaded, and for good when it does not load', async () => {
    const answers: CannedAnswers = {
      '/wps/system/templates': { success: true, status: 200, value: { image_logo: '/sim-assets/demo/logo.svg' } },
    };
    let loaded = (_: boolean) => {};
    const { api, store } = start(answers);
    const started = startBrandFeature(store, api, (address) => {
      expect(address).toBe(`${window.location.origin}/sim-assets/demo/logo.svg`);
      return new Promise((resolve) => (loaded = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve));
    expect(store.getState().brand?.logo ?? null).toBeNull();
    loaded(true);
    await started;
    expect(store.getState().brand?.logo).toBe(`${window.location.origin}/sim-assets/demo/logo.svg`);

    const broken = start(answers);
    await startBrandFeature(broken.store, broken.api, async () => false);
    expect(broken.store.getState().brand?.logo ?? null).toBeNull();
  });
});
