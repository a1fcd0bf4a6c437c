/** Test and story helpers (`@lotto/auth/testing`): never part of the app's bundle. */
export { createAuthStore } from './create-auth-store';
export { fakeIdentityProvider } from './fake-identity-provider';
export { renderAuth, setupI18n } from './render';
