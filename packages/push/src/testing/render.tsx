import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PUSH_NAMESPACE, pushMessages } from '../locales';

/** An i18next instance with the `ui` and `push` texts loaded. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [PUSH_NAMESPACE]: pushMessages, [UI_NAMESPACE]: uiMessages }, language);
}

/** Testing Library's render inside the texts. */
export function renderWithTexts(ui: ReactElement, i18n: I18n): RenderResult {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
