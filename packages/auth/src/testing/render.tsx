import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { CaptchaGateContext, noCaptcha, type CaptchaGate } from '../shared/captcha-gate';
import { IdentityProviderContext, type IdentityProvider } from '../identity-provider/identity-provider';
import { AUTH_NAMESPACE, authMessages } from '../locales';
import { createAuthStore } from './create-auth-store';

type AuthTestStore = ReturnType<typeof createAuthStore>;

/**
 * An i18next instance with the `auth` and `ui` texts loaded. Await it before
 * `vi.useFakeTimers()`: i18next defers its first load with a timer.
 */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [AUTH_NAMESPACE]: authMessages, [UI_NAMESPACE]: uiMessages }, language);
}

interface RenderOptions {
  i18n: I18n;
  store?: AuthTestStore;
  /** A router at this address; left out, the component renders without one (the agent page needs none). */
  path?: string;
  /** The captcha the shell would provide; none is asked by default. */
  captcha?: CaptchaGate;
  /** The identity provider the shell would provide; none by default. */
  identityProvider?: IdentityProvider | null;
}

/** Testing Library's render inside the store, the texts, the shell's contracts and, when asked, a router at `path`. */
export function renderAuth(
  ui: ReactElement,
  { i18n, store = createAuthStore(), path, captcha = noCaptcha, identityProvider = null }: RenderOptions,
): { result: RenderResult; store: AuthTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const contracts = (
      <CaptchaGateContext value={captcha}>
        <IdentityProviderContext value={identityProvider}>{children}</IdentityProviderContext>
      </CaptchaGateContext>
    );
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          {path === undefined ? contracts : <MemoryRouter initialEntries={[path]}>{contracts}</MemoryRouter>}
        </I18nextProvider>
      </Provider>
    );
  };
  return { result: render(ui, { wrapper: Wrapper }), store };
}
