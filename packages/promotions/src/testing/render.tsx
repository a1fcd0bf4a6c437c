import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { PROMOTIONS_NAMESPACE, promotionsMessages } from '../locales';
import { createPromotionsStore, type PromotionsTestStore } from './create-promotions-store';

/** An i18next instance with the `promotions` texts. Await it before `vi.useFakeTimers()`. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [PROMOTIONS_NAMESPACE]: promotionsMessages }, language);
}

/** Testing Library's render inside the store, the texts and a router at `path`. */
export function renderPromotions(
  ui: ReactElement,
  { i18n, store = createPromotionsStore(), path = '/m/activity' }: { i18n: I18n; store?: PromotionsTestStore; path?: string },
): { result: RenderResult; store: PromotionsTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
