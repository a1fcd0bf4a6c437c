import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { CAPTCHA_NAMESPACE, captchaMessages } from '../locales';
import { createCaptchaStore } from './create-captcha-store';

type CaptchaTestStore = ReturnType<typeof createCaptchaStore>;

/**
 * An i18next instance with the `captcha` texts loaded. Await it before
 * `vi.useFakeTimers()`: i18next defers its first load with a timer.
 */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [CAPTCHA_NAMESPACE]: captchaMessages }, language);
}

interface RenderOptions {
  i18n: I18n;
  store?: CaptchaTestStore;
}

/** Testing Library's render inside the store and the texts (the captcha needs no router). */
export function renderCaptcha(
  ui: ReactElement,
  { i18n, store = createCaptchaStore() }: RenderOptions,
): { result: RenderResult; store: CaptchaTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
