import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { sessionEnded, STORAGE_KEYS } from '@lotto/app-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletStore, renderWallet, setupI18n } from './testing';
import { BALANCE_ANSWERS } from './testing/balance-answers';
import { WalletBalance } from './WalletBalance';

const BALANCE = '/wps/v2/wallets/balance';
const MEMBER = { token: 't-1', userName: 'player01', type: 0 };

function wallet(answer: ApiResult = { status: 200, success: true, value: BALANCE_ANSWERS.rows }) {
  const api = cannedApi({ [BALANCE]: answer });
  const store = createWalletStore({ api, session: MEMBER });
  const asked = () => api.calls.filter((call) => call.path === BALANCE);
  return { api, store, asked };
}

describe("the member's balance", () => {
  afterEach(() => localStorage.removeItem(STORAGE_KEYS.balanceHidden));

  it('shows the total in the merchant currency, asked once with typeId=0', async () => {
    const i18n = await setupI18n();
    const { store, asked } = wallet();
    renderWallet(<WalletBalance />, { i18n, store });
    expect(await screen.findByText('₱1,520.50')).toBeVisible();
    expect(asked()).toHaveLength(1);
    expect(asked()[0]?.options?.query).toEqual({ typeId: 0 });
  });

  it('a refresh asks again; a second tap while it runs sends nothing more', async () => {
    const i18n = await setupI18n();
    const { store, asked } = wallet();
    renderWallet(<WalletBalance />, { i18n, store });
    await screen.findByText('₱1,520.50');
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
    expect(asked()).toHaveLength(2);
  });

  it('asks again when the shell says the player is back from a game', async () => {
    const i18n = await setupI18n();
    const { store, asked } = wallet();
    const { result } = renderWallet(<WalletBalance refreshKey="home" />, { i18n, store });
    await screen.findByText('₱1,520.50');
    result.rerender(<WalletBalance refreshKey="back from a game" />);
    await waitFor(() => expect(asked()).toHaveLength(2));
  });

  it('hides and shows, and the choice is kept for the next visit', async () => {
    const i18n = await setupI18n();
    const { store } = wallet();
    renderWallet(<WalletBalance />, { i18n, store });
    await screen.findByText('₱1,520.50');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('₱1,520.50')).toBeNull();
    expect(screen.getByLabelText('Balance hidden')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.balanceHidden)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByText('₱1,520.50')).toBeVisible();
  });

  it('a failed answer says the balance is unavailable, and the refresh stays', async () => {
    const i18n = await setupI18n();
    const { store } = wallet({ status: 200, success: false, value: null, message: 'down' });
    renderWallet(<WalletBalance />, { i18n, store });
    expect(await screen.findByText('Balance unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  });

  it('nothing for a visitor, and nothing once the member has logged out', async () => {
    const i18n = await setupI18n();
    const visitor = renderWallet(<WalletBalance />, { i18n, store: createWalletStore() });
    expect(visitor.result.container).toBeEmptyDOMElement();
    visitor.result.unmount();
    const { store } = wallet();
    const { result } = renderWallet(<WalletBalance />, { i18n, store });
    await screen.findByText('₱1,520.50');
    act(() => void store.dispatch(sessionEnded()));
    expect(result.container).toBeEmptyDOMElement();
  });
});
