import { act, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeEnvironment } from '@lotto/app-core';
import { createPromptsStore } from '../testing/create-prompts-store';
import { renderPrompts, setupPromptsI18n } from '../testing/render-prompts';
import { DEPOSIT_POLL_MS } from '../constants';
import { InstallPrompts } from './InstallPrompts';
import type { PromptEnvironment } from './prompt-environment';

const browser: RuntimeEnvironment = { inApp: false, pwa: false, webclip: false, ipad: false, iosVersion: null };
const android: PromptEnvironment = { inApp: false, pwa: false, webclip: false, kind: 'android', iosVersion: null, host: '127.0.0.1' };
const iosSafari: PromptEnvironment = { ...android, kind: 'ios-safari', iosVersion: 17.4 };
const session = { id: 1, token: 'tok', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };

describe('the install prompts together', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await setupPromptsI18n();
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the add-to-home-screen prompt after 1 s on home, and a dismissal counts one close for the session', async () => {
    renderPrompts(<InstallPrompts pathname="/m/home" environment={browser} promptEnvironmentOverride={android} />, { i18n });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const dialog = screen.getByRole('dialog', { name: 'Add to Home Screen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(dialog.isConnected).toBe(false);
    expect(localStorage.getItem('MC_A2HS_CLOSE_COUNT')).toBe('1');
    expect(sessionStorage.getItem('MC_A2HS_DISMISSED')).toBe('1');
  });

  it('on the login page opens the prompt after 2 s in a browser without an install event (iOS Safari)', async () => {
    renderPrompts(<InstallPrompts pathname="/m/login" environment={browser} promptEnvironmentOverride={iosSafari} />, { i18n });
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Add to Home Screen' })).toBeTruthy();
  });

  it('on the login page shows nothing where Chromium offered its install event', async () => {
    const store = createPromptsStore({ installEvent: true });
    renderPrompts(<InstallPrompts pathname="/m/login" environment={browser} promptEnvironmentOverride={android} />, { i18n, store });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes focus into the prompt, and Escape closes it as a dismissal', async () => {
    renderPrompts(<InstallPrompts pathname="/m/home" environment={browser} promptEnvironmentOverride={android} />, { i18n });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = screen.getByRole('dialog', { name: 'Add to Home Screen' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(dialog.isConnected).toBe(false);
    expect(localStorage.getItem('MC_A2HS_CLOSE_COUNT')).toBe('1');
  });

  it('hides the download bar for the session when closed', async () => {
    const store = createPromptsStore({}, { whitelabelVal: {} });
    renderPrompts(<InstallPrompts pathname="/m/home" environment={browser} promptEnvironmentOverride={android} />, { i18n, store });
    const bar = screen.getByRole('complementary', { name: 'Download the app' });
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/sim-assets/demo/app.apk');
    expect(bar.querySelector('a')?.hasAttribute('target')).toBe(false);
    fireEvent.click(within(bar).getByRole('button', { name: 'Hide the download bar' }));
    expect(screen.queryByRole('complementary', { name: 'Download the app' })).toBeNull();
    expect(sessionStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it("names the bar's icon and name button by what it shows, the merchant's name first, then what it does (WCAG 2.5.3)", () => {
    const store = createPromptsStore({}, { whitelabelVal: {} });
    renderPrompts(<InstallPrompts pathname="/m/home" environment={browser} promptEnvironmentOverride={android} />, { i18n, store });
    const bar = screen.getByRole('complementary', { name: 'Download the app' });
    expect(within(bar).getByRole('button', { name: /^Lucky Star Lottery .*More ways to install$/ })).toBeTruthy();
  });

  it('polls the deposits every 30 s and opens the forced download when one arrives', async () => {
    let count = 0;
    let asked = 0;
    const answers = {
      '/wps/relay/MCSFE_getDepositSettings': () => {
        asked += 1;
        return { success: true, status: 200, value: { totalDepositSuccessCount: count, firstDeposit: count > 0 ? 'Y' : 'N' } };
      },
    };
    const store = createPromptsStore({}, { whitelabelVal: {}, session, answers, appDownload: { forcedDownloadDomains: ['127.0.0.1'] } });
    renderPrompts(<InstallPrompts pathname="/m/home" environment={browser} promptEnvironmentOverride={android} />, { i18n, store });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(store.getState().installPrompts.deposits).toEqual({ count: 0, firstDeposit: false });
    // The first answer starts the poll without asking again.
    expect(asked).toBe(1);
    count = 1;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    // Its turn in the overlays' queue comes on the next task.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Get our app' })).toBeTruthy();
    expect(asked).toBe(2);
    count = 6;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS + 300));
    expect(screen.queryByRole('dialog', { name: 'Get our app' })).toBeNull();
  });
});
