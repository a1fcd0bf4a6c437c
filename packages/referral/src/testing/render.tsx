import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { REFERRAL_NAMESPACE, referralMessages } from '../locales';
import { createReferralStore, type ReferralTestStore } from './create-referral-store';

/** An i18next instance with the `referral` texts (and ui's, for its spinner). Await it before `vi.useFakeTimers()`. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [REFERRAL_NAMESPACE]: referralMessages, [UI_NAMESPACE]: uiMessages }, language);
}

/** Testing Library's render inside the store, the texts and a router at the invite page. */
export function renderReferral(
  ui: ReactElement,
  { i18n, store = createReferralStore(), path = '/m/inviteFriends' }: { i18n: I18n; store?: ReferralTestStore; path?: string },
): { result: RenderResult; store: ReferralTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
