import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { WALLET_NAMESPACE, walletMessages } from '../locales';
import { createWalletStore, type WalletTestStore } from './create-wallet-store';

/** An i18next instance with the `wallet` texts. Await it before `vi.useFakeTimers()`. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [WALLET_NAMESPACE]: walletMessages }, language);
}

/** Testing Library's render inside the store and the texts. */
export function renderWallet(
  ui: ReactElement,
  { i18n, store = createWalletStore() }: { i18n: I18n; store?: WalletTestStore },
): { result: RenderResult; store: WalletTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
