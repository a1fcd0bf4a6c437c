import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UI_NAMESPACE, uiMessages } from './locales';

/**
 * An i18next instance with the `ui` texts loaded. Await it before `vi.useFakeTimers()`:
 * i18next defers its first load with a timer.
 */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [UI_NAMESPACE]: uiMessages }, language);
}

/** Testing Library's render inside an I18nextProvider; call `setupI18n` first. */
export function renderWithI18n(ui: ReactElement, i18n: I18n, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
