import type { AppStore } from './create-store';
import { rootReducer } from './create-store';

import type * as Auth from '@lotto/auth';

type AuthModule = typeof Auth;

let loading: Promise<AuthModule> | null = null;

/** Loads sign-in on demand (the login page, a remembered login at start, logout) and injects its slice once. */
export function loadAuthFeature(store: AppStore): Promise<AuthModule> {
  loading ??= import('@lotto/auth').then((auth) => {
    rootReducer.inject(auth.authSlice);
    // A no-op action makes the store compute the injected slice's initial state now.
    store.dispatch({ type: 'auth/injected' });
    return auth;
  });
  return loading;
}
