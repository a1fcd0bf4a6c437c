import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { INSTALL_NAMESPACE, installMessages } from '../locales';
import { INSTALL_PROMPTS_NAMESPACE, installPromptMessages } from '../prompts/locales';
import { createInstallStore, type InstallTestStore } from './create-install-store';

/**
 * An i18next instance with the `ui`, `install` and `installPrompts` texts loaded (/m/appDownload shows the prompts' link names). Await it before
 * `vi.useFakeTimers()`: i18next defers its first load with a timer.
 */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n(
    { [INSTALL_NAMESPACE]: installMessages, [INSTALL_PROMPTS_NAMESPACE]: installPromptMessages, [UI_NAMESPACE]: uiMessages },
    language,
  );
}

/** Testing Library's render inside the store and the texts. */
export function renderInstall(
  ui: ReactElement,
  { i18n, store = createInstallStore() }: { i18n: I18n; store?: InstallTestStore },
): { result: RenderResult; store: InstallTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
