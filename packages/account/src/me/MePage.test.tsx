import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { customerServiceRequested, notificationsRequested, STORAGE_KEYS } from '@lotto/app-core';
import { createAccountStore, MEMBER_INFO, MEMBER_SESSION, renderAccount, setupI18n } from '../testing';
import { MePage } from './MePage';

const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';

function member({ unread = 3, whitelabelVal = { INBOX3: true } as Record<string, boolean>, customerService = true } = {}) {
  const api = cannedApi({ [UNREAD]: { status: 200, success: true, value: unread } });
  const store = createAccountStore({
    api,
    session: MEMBER_SESSION,
    member: MEMBER_INFO,
    common: { whitelabelVal, customerService: customerService ? [{ csType: 'AICAN', path: '/chat' }] : [] },
  });
  const dispatched = vi.spyOn(store, 'dispatch');
  return { api, store, dispatched };
}

describe('the Me page', () => {
  afterEach(() => {
    localStorage.removeItem(STORAGE_KEYS.theme);
    document.documentElement.removeAttribute('data-theme');
  });

  it('shows who is signed in, the slots the shell fills, and every entry', async () => {
    const i18n = await setupI18n();
    const { store } = member();
    renderAccount(
      <MePage
        balance={<p>BALANCE</p>}
        vip={<p>VIP</p>}
        referral={<a href="/m/inviteFriends">Refer friends</a>}
        language={<label>Language</label>}
        notifications
        onInstallApp={() => undefined}
        onLogOut={() => undefined}
      />,
      { i18n, store },
    );
    expect(screen.getByRole('heading', { name: 'Player' })).toBeVisible();
    expect(screen.getByText('Gold')).toBeVisible();
    expect(screen.getByText('player01')).toBeVisible();
    expect(screen.getByText('+63 917****001')).toBeVisible();
    expect(screen.getByText(/Manila, Philippines/)).toBeVisible();
    for (const slot of ['BALANCE', 'VIP', 'Refer friends', 'Language']) expect(screen.getByText(slot)).toBeVisible();
    const links = Object.fromEntries(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toMatchObject({
      'My rewards': '/m/rewardCenter',
      'Help centre': '/m/help',
      Feedback: '/m/feedback',
      'Change password': '/m/changePsw',
    });
    expect(await screen.findByRole('link', { name: /^Inbox/ })).toHaveAttribute('href', '/m/inbox');
    for (const name of ['Customer service', 'Install the app', 'Log out']) expect(screen.getByRole('button', { name })).toBeVisible();
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['light', 'dark', 'device']);
  });

  it('shows the inbox’s unread count, and no inbox where the merchant has none', async () => {
    const i18n = await setupI18n();
    const { store } = member({ unread: 120 });
    const { result } = renderAccount(<MePage notifications={false} onLogOut={() => undefined} />, { i18n, store });
    const inbox = await screen.findByRole('link', { name: 'Inbox 120 unread' });
    expect(within(inbox).getByText('99+')).toBeVisible();
    result.unmount();
    const off = member({ whitelabelVal: { INBOX3: false } });
    renderAccount(<MePage notifications={false} onLogOut={() => undefined} />, { i18n, store: off.store });
    expect(screen.queryByRole('link', { name: /Inbox/ })).toBeNull();
    expect(off.api.calls.some((call) => call.path === UNREAD)).toBe(false);
  });

  it('log out asks first; Stay keeps the member here, Log out goes home then, the page gone, runs sign-in’s logout once', async () => {
    const i18n = await setupI18n();
    const { store } = member();
    const onLogOut = vi.fn();
    renderAccount(<MePage notifications={false} onLogOut={onLogOut} />, { i18n, store, route: '/m/member/home' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(onLogOut).not.toHaveBeenCalled();
    expect(screen.getByTestId('address')).toHaveTextContent('/m/member/home');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/m/home'));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('chooses the dark theme and keeps it, then the device’s', async () => {
    const i18n = await setupI18n();
    const { store } = member();
    renderAccount(<MePage notifications={false} onLogOut={() => undefined} />, { i18n, store });
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Device' }));
    expect(screen.getByRole('radio', { name: 'Device' })).toBeChecked();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('device');
  });

  it('asks customer service and the push feature through their actions, never their code', async () => {
    const i18n = await setupI18n();
    const { store, dispatched } = member();
    vi.stubGlobal('Notification', { permission: 'default' });
    try {
      renderAccount(<MePage notifications onLogOut={() => undefined} />, { i18n, store });
      fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
      fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
      expect(dispatched).toHaveBeenCalledWith(customerServiceRequested());
      expect(dispatched).toHaveBeenCalledWith(notificationsRequested());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says where notifications stand: on, blocked with where to change it, or not available', async () => {
    const i18n = await setupI18n();
    for (const [permission, shown] of [
      ['granted', 'On'],
      ['denied', 'Blocked'],
    ] as const) {
      vi.stubGlobal('Notification', { permission });
      const { result } = renderAccount(<MePage notifications onLogOut={() => undefined} />, { i18n, store: member().store });
      expect(screen.getByText(shown)).toBeVisible();
      if (permission === 'denied') expect(screen.getByText(/browser's settings/)).toBeVisible();
      result.unmount();
      vi.unstubAllGlobals();
    }
    renderAccount(<MePage notifications={false} onLogOut={() => undefined} />, { i18n, store: member().store });
    expect(screen.getByText('Not available here')).toBeVisible();
  });

  it('loads member info when nobody has, and says so with a retry when it fails', async () => {
    const i18n = await setupI18n();
    let answer = { status: 500, success: false, value: null } as { status: number; success: boolean; value: unknown };
    const api = cannedApi({ '/wps/member/info': () => answer, [UNREAD]: { status: 200, success: true, value: 0 } });
    const store = createAccountStore({ api, session: MEMBER_SESSION, common: { whitelabelVal: { INBOX3: true } } });
    renderAccount(<MePage notifications={false} onLogOut={() => undefined} />, { i18n, store });
    expect(await screen.findByText('Your account could not be loaded.')).toBeVisible();
    answer = { status: 200, success: true, value: MEMBER_INFO };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Player' })).toBeVisible());
  });
});
