import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { CHAT_NAMESPACE, chatMessages } from '../locales';
import { createChatStore, type ChatTestStore } from './create-chat-store';

/** An i18next instance with the `ui` and `chat` texts. Await it before `vi.useFakeTimers()`. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [CHAT_NAMESPACE]: chatMessages, [UI_NAMESPACE]: uiMessages }, language);
}

/** Testing Library's render inside the store and the texts. */
export function renderChat(ui: ReactElement, { i18n, store = createChatStore() }: { i18n: I18n; store?: ChatTestStore }) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { result, store };
}
