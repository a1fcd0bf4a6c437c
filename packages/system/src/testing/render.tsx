import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { SYSTEM_NAMESPACE, systemMessages } from '../locales';
import { createSystemStore, type SystemTestStore } from './create-system-store';

/**
 * An i18next instance with the `ui` and `system` texts loaded. Await it before
 * `vi.useFakeTimers()`: i18next defers its first load with a timer.
 */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [SYSTEM_NAMESPACE]: systemMessages, [UI_NAMESPACE]: uiMessages }, language);
}

interface RenderOptions {
  i18n: I18n;
  store?: SystemTestStore;
  path?: string;
}

/** Testing Library's render inside the store, the texts and a router at `path`. */
export function renderSystem(
  ui: ReactElement,
  { i18n, store = createSystemStore(), path = '/m/home' }: RenderOptions,
): { result: RenderResult; store: SystemTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
