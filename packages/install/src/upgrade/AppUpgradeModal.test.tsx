import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstallStore, renderInstall, setupI18n } from '../testing';
import { AppUpgradeModal } from './AppUpgradeModal';
import type { NativeAppBridge } from './native-contract';
import type { UpgradeOffer } from '../upgrade-offer';

/** Spec 001 §9: the modal hides with a 250 ms animation (the ui Modal's exit) before it is removed. */
const MODAL_ANIMATION_MS = 250;

const offer: UpgradeOffer = {
  title: 'Version 2.5.0 is here',
  description: 'Faster draws and a new results page.',
  link: 'https://dl.example.com/app.apk',
  direct: true,
};

function setup({ mandatory = false, direct = true } = {}) {
  const bridge: NativeAppBridge = { readAppInfo: () => null, openUrl: vi.fn(() => true) };
  const target = { location: { assign: vi.fn() }, open: vi.fn() };
  const store = createInstallStore(
    { upgrade: { ...offer, direct } },
    { whitelabelVal: { MANDATORYAPPUPDATES3: mandatory }, session: { token: 'tok-1', merchantCode: 'demo' } },
  );
  return { bridge, target, store };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the app-upgrade modal', () => {
  it('shows the banner title and description with Update Now and a close button', async () => {
    const i18n = await setupI18n('EN');
    const { bridge, target, store } = setup();
    renderInstall(<AppUpgradeModal bridge={bridge} target={target} />, { i18n, store });
    const dialog = await screen.findByRole('dialog', { name: 'Version 2.5.0 is here' });
    expect(dialog).toHaveTextContent('Faster draws and a new results page.');
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes with a 250 ms exit: shown, hiding, then removed', async () => {
    const i18n = await setupI18n('EN');
    const { bridge, target, store } = setup();
    renderInstall(<AppUpgradeModal bridge={bridge} target={target} />, { i18n, store });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-state', 'shown');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveAttribute('data-state', 'hiding');
    act(() => vi.advanceTimersByTime(MODAL_ANIMATION_MS - 1));
    expect(dialog).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().install.upgradeClosed).toBe(true);
  });

  it('has no close button when MANDATORYAPPUPDATES3 is on, and Escape does not close it', async () => {
    const i18n = await setupI18n('EN');
    const { bridge, target, store } = setup({ mandatory: true });
    renderInstall(<AppUpgradeModal bridge={bridge} target={target} />, { i18n, store });
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog).toHaveAttribute('data-state', 'shown');
    expect(store.getState().install.upgradeClosed).toBe(false);
  });

  it('Update Now asks the app to open the link from 2.4.39', async () => {
    const i18n = await setupI18n('EN');
    const { bridge, target, store } = setup();
    renderInstall(<AppUpgradeModal bridge={bridge} target={target} />, { i18n, store });
    fireEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
    expect(bridge.openUrl).toHaveBeenCalledWith(offer.link);
    expect(target.location.assign).not.toHaveBeenCalled();
  });

  it('Update Now goes to /m/appDownload with the language and token below 2.4.39', async () => {
    const i18n = await setupI18n('UR');
    const { bridge, target, store } = setup({ direct: false });
    renderInstall(<AppUpgradeModal bridge={bridge} target={target} />, { i18n, store });
    fireEvent.click(await screen.findByRole('button', { name: 'ابھی اپ ڈیٹ کریں' }));
    expect(target.location.assign).toHaveBeenCalledWith('/m/appDownload?language=UR&tokens=tok-1');
    expect(bridge.openUrl).not.toHaveBeenCalled();
  });

  it('shows nothing without an offer', async () => {
    const i18n = await setupI18n('EN');
    renderInstall(<AppUpgradeModal />, { i18n, store: createInstallStore() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
