import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { ACCOUNT_NAMESPACE, accountMessages } from '../locales';
import { createAccountStore, type AccountTestStore } from './create-account-store';

/** An i18next instance with the account's texts and the primitives'. Await it before `vi.useFakeTimers()`. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [ACCOUNT_NAMESPACE]: accountMessages, [UI_NAMESPACE]: uiMessages }, language);
}

/** Where the page has led: its path and hash, for a test to read. */
function CurrentAddress() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

/**
 * Testing Library's render inside the store, the texts and a router at `path`; `data-testid="address"`
 * shows where it went. `route`: the only path the page shows at (leaving it unmounts the page), every path by default.
 */
export function renderAccount(
  ui: ReactElement,
  {
    i18n,
    store = createAccountStore(),
    path = '/m/member/home',
    route = '*',
  }: { i18n: I18n; store?: AccountTestStore; path?: string; route?: string },
): { result: RenderResult; store: AccountTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={route} element={children} />
            </Routes>
            <CurrentAddress />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
