import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInstall, setupI18n } from '../testing';
import { OfflineNotice } from './OfflineNotice';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the offline notice', () => {
  afterEach(() => goOnline(true));

  it('says the app is offline for as long as it is', async () => {
    const i18n = await setupI18n('EN');
    renderInstall(<OfflineNotice />, { i18n });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    act(() => goOnline(false));
    expect(await screen.findByRole('complementary', { name: 'Offline' })).toHaveTextContent('You are offline');
    act(() => goOnline(true));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows at once when the app opens offline, in the page language', async () => {
    goOnline(false);
    const i18n = await setupI18n('UR');
    renderInstall(<OfflineNotice />, { i18n });
    expect(await screen.findByRole('complementary', { name: 'آف لائن' })).toBeInTheDocument();
  });
});
