import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { LanguageCode } from '@lotto/i18n';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { INSTALL_PROMPTS_NAMESPACE, installPromptMessages } from '../prompts/locales';
import { createPromptsStore, type PromptsTestStore } from './create-prompts-store';

/** An i18next instance with the `ui` and `installPrompts` texts. Await it before `vi.useFakeTimers()`. */
export function setupPromptsI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [INSTALL_PROMPTS_NAMESPACE]: installPromptMessages, [UI_NAMESPACE]: uiMessages }, language);
}

/** Testing Library's render inside the prompts' store and texts. */
export function renderPrompts(
  ui: ReactElement,
  { i18n, store = createPromptsStore() }: { i18n: I18n; store?: PromptsTestStore },
): { result: RenderResult; store: PromptsTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
