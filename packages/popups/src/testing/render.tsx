import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { POPUPS_NAMESPACE, popupsMessages } from '../locales';
import { createPopupsStore, type PopupsTestStore } from './create-popups-store';

/** An i18next instance with the `ui` and `popups` texts. Await it before `vi.useFakeTimers()`: i18next defers its first load with a timer. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [POPUPS_NAMESPACE]: popupsMessages, [UI_NAMESPACE]: uiMessages }, language);
}

/** Testing Library's render inside the store and the texts. */
export function renderPopups(
  ui: ReactElement,
  { i18n, store = createPopupsStore() }: { i18n: I18n; store?: PopupsTestStore },
): { result: RenderResult; store: PopupsTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
