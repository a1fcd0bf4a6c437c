import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInstall, setupI18n } from '../testing';
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

  it('says so when there is nothing to download', async () => {
    const i18n = await setupI18n('EN');
    const target = { location: { assign: vi.fn() } };
    renderInstall(<AppDownload bridge={bridgeWith(null)} target={target} />, { i18n });
    expect(await screen.findByRole('status')).toHaveTextContent('No download is available for this device.');
    expect(target.location.assign).not.toHaveBeenCalled();
  });
});
