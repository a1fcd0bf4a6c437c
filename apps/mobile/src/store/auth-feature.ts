import { registerNamespace } from '@lotto/i18n';
import type { applySessionEffect, logout, tryAutoLogin } from '@lotto/auth';
import type { AppStore } from './create-store';
import { rootReducer } from './create-store';

/** What the shell calls on sign-in outside its routes; the auth screens come with their route chunks. */
interface AuthFeature {
  /** The i18n namespace of sign-in's texts. */
  namespace: string;
  tryAutoLogin: typeof tryAutoLogin;
  applySessionEffect: typeof applySessionEffect;
  logout: typeof logout;
}

let loading: Promise<AuthFeature> | null = null;

/** Loads sign-in on demand (the login page, a remembered login at start, logout); its slice and texts join then. */
export function loadAuthFeature(store: AppStore): Promise<AuthFeature> {
  loading ??= import('@lotto/auth').then(({ AUTH_NAMESPACE, authMessages, authSlice, tryAutoLogin, applySessionEffect, logout }) => {
    registerNamespace(AUTH_NAMESPACE, authMessages);
    rootReducer.inject(authSlice);
    // A no-op action makes the store compute the injected slice's initial state now.
    store.dispatch({ type: 'auth/injected' });
    return { namespace: AUTH_NAMESPACE, tryAutoLogin, applySessionEffect, logout };
  });
  return loading;
}

let captchaTexts: Promise<string> | null = null;

/** The captcha's texts join with the pages that show a captcha; resolves with their namespace. */
export function loadCaptchaTexts(): Promise<string> {
  captchaTexts ??= import('@lotto/captcha/locales').then(({ CAPTCHA_NAMESPACE, captchaMessages }) => {
    registerNamespace(CAPTCHA_NAMESPACE, captchaMessages);
    return CAPTCHA_NAMESPACE;
  });
  return captchaTexts;
}
