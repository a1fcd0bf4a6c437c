import { registerNamespace } from '@lotto/i18n';
import type { AppStore } from './create-store';
import { rootReducer } from './create-store';

import type * as Auth from '@lotto/auth';

type AuthModule = typeof Auth;

let loading: Promise<AuthModule> | null = null;

/** Loads sign-in on demand (the login page, a remembered login at start, logout); its slice and texts join then. */
export function loadAuthFeature(store: AppStore): Promise<AuthModule> {
  loading ??= import('@lotto/auth').then((auth) => {
    registerNamespace(auth.AUTH_NAMESPACE, auth.authMessages);
    rootReducer.inject(auth.authSlice);
    // A no-op action makes the store compute the injected slice's initial state now.
    store.dispatch({ type: 'auth/injected' });
    return auth;
  });
  return loading;
}

let captchaTexts: Promise<void> | null = null;

/** The captcha's texts join with the pages that show a captcha. */
export function loadCaptchaTexts(): Promise<void> {
  captchaTexts ??= import('@lotto/captcha/locales').then(({ CAPTCHA_NAMESPACE, captchaMessages }) =>
    registerNamespace(CAPTCHA_NAMESPACE, captchaMessages),
  );
  return captchaTexts;
}
