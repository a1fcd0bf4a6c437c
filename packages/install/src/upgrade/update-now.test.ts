import { describe, expect, it, vi } from 'vitest';
import type { NativeAppBridge } from './native-contract';
import { appDownloadAddress, updateNow } from './update-now';
import type { UpgradeOffer } from '../upgrade-offer';

function fakeWindow() {
  return { location: { assign: vi.fn() }, open: vi.fn() };
}

function bridge(opens: boolean): NativeAppBridge & { openUrl: ReturnType<typeof vi.fn> } {
  return { readAppInfo: () => null, openUrl: vi.fn(() => opens) };
}

const offer: UpgradeOffer = { title: 'New', description: '', link: 'https://dl.example.com/app.apk', direct: true };

describe('Update Now', () => {
  it('below 2.4.39 goes to /m/appDownload with the language and the token', () => {
    const target = fakeWindow();
    const app = bridge(true);
    updateNow({ ...offer, direct: false }, { language: 'PT-BR', token: 'tok 1', bridge: app, target });
    expect(target.location.assign).toHaveBeenCalledWith('/m/appDownload?language=PT-BR&tokens=tok+1');
    expect(app.openUrl).not.toHaveBeenCalled();
  });

  it('carries no token for a visitor', () => {
    expect(appDownloadAddress('EN', null)).toBe('/m/appDownload?language=EN');
  });

  it('from 2.4.39 asks the app to open the link', () => {
    const target = fakeWindow();
    const app = bridge(true);
    updateNow(offer, { language: 'EN', token: 't', bridge: app, target });
    expect(app.openUrl).toHaveBeenCalledWith('https://dl.example.com/app.apk');
    expect(target.location.assign).not.toHaveBeenCalled();
    expect(target.open).not.toHaveBeenCalled();
  });

  it('from 2.4.39, an app that cannot open links gets the link in the page: a file in the same tab, a store page in a new one', () => {
    const target = fakeWindow();
    updateNow(offer, { language: 'EN', token: 't', bridge: bridge(false), target });
    expect(target.location.assign).toHaveBeenCalledWith('https://dl.example.com/app.apk');
    const store = 'https://apps.apple.com/app/id1';
    updateNow({ ...offer, link: store }, { language: 'EN', token: 't', bridge: bridge(false), target });
    expect(target.open).toHaveBeenCalledWith(store, '_blank', 'noopener');
  });
});
