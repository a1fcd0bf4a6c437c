import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PromptEnvironment } from '../prompts/prompt-environment';
import { createInstallStore, renderInstall, setupI18n } from '../testing';
import { AppDownload } from './AppDownload';
import type { NativeAppBridge, NativeAppInfo } from './native-contract';

function bridgeWith(info: NativeAppInfo | null): NativeAppBridge {
  return { readAppInfo: () => info, openUrl: () => false };
}

const ios: NativeAppInfo = {
  version: '2.4.10',
  platform: 'IOS',
  upgrade: { title: 'T', description: 'D', links: { Android: 'https://dl.example.com/a.apk', IOS: 'https://dl.example.com/b.ipa' } },
};

const IOS_SAFARI: PromptEnvironment = {
  inApp: false,
  pwa: false,
  webclip: false,
  kind: 'ios-safari',
  iosVersion: 17.4,
  host: 'lotto.example',
};
const ANDROID: PromptEnvironment = { ...IOS_SAFARI, kind: 'android', iosVersion: null };
const MERCHANT_LINKS = {
  Android: 'https://dl.example.com/m.apk',
  IOS: 'https://apps.example.com/m',
  MOBILECONFIG: 'https://dl.example.com/m.mobileconfig',
};

describe('/m/appDownload', () => {
  it("starts the download of the platform's link once, and offers it again", async () => {
    const i18n = await setupI18n('EN');
    const target = { location: { assign: vi.fn() } };
    renderInstall(
      <StrictMode>
        <AppDownload bridge={bridgeWith(ios)} target={target} />
      </StrictMode>,
      { i18n },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your download is starting');
    expect(target.location.assign).toHaveBeenCalledOnce();
    expect(target.location.assign).toHaveBeenCalledWith('https://dl.example.com/b.ipa');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(target.location.assign).toHaveBeenCalledTimes(2);
  });

  it("outside the native app offers the merchant's links, this device's first, and starts nothing", async () => {
    const i18n = await setupI18n('EN');
    const target = { location: { assign: vi.fn() } };
    const store = createInstallStore({}, { resources: MERCHANT_LINKS });
    const { result } = renderInstall(<AppDownload bridge={bridgeWith(null)} target={target} environment={IOS_SAFARI} />, { i18n, store });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['iPhone app', 'Android app']);
    // Spec 001 §5: a store page opens in a new tab, an installer file in this one.
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('href', 'https://dl.example.com/m.apk');
    expect(links[1]).not.toHaveAttribute('target');
    expect(screen.getByRole('button', { name: 'iPhone home-screen profile' })).toBeVisible();
    expect(target.location.assign).not.toHaveBeenCalled();
    result.unmount();

    renderInstall(<AppDownload bridge={bridgeWith(null)} target={target} environment={ANDROID} />, { i18n, store });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Android app', 'iPhone app']);
    // The profile installs only on iOS.
    expect(screen.queryByRole('button', { name: 'iPhone home-screen profile' })).toBeNull();
  });

  it('says so when neither the app nor the merchant has anything to download', async () => {
    const i18n = await setupI18n('EN');
    const target = { location: { assign: vi.fn() } };
    renderInstall(<AppDownload bridge={bridgeWith(null)} target={target} environment={ANDROID} />, { i18n });
    expect(await screen.findByRole('status')).toHaveTextContent('No download is available for this device.');
    expect(target.location.assign).not.toHaveBeenCalled();
  });

  it("renders and follows no hostile or malformed link: the app's, a profile's or the merchant's", async () => {
    const i18n = await setupI18n('EN');
    const target = { location: { assign: vi.fn() } };
    const hostile: NativeAppInfo = {
      ...ios,
      upgrade: { title: 'T', description: 'D', links: { IOS: 'javascript:alert(document.cookie)' } },
    };
    const store = createInstallStore(
      {},
      {
        resources: {
          Android: 'http://[broken',
          IOS: 'data:text/html,<script>alert(1)</script>',
          MOBILECONFIG: 'http://dl.example.com/p.mobileconfig',
        },
      },
    );
    renderInstall(<AppDownload bridge={bridgeWith(hostile)} target={target} environment={IOS_SAFARI} />, { i18n, store });
    expect(await screen.findByRole('status')).toHaveTextContent('No download is available for this device.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'iPhone home-screen profile' })).toBeNull();
    expect(target.location.assign).not.toHaveBeenCalled();
  });
});
