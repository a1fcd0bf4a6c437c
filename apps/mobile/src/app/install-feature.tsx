// Loaded once the page has settled (main.tsx): the package's code, styles and texts stay off the first screen.
import '@lotto/install/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { registerNamespace } from '@lotto/i18n';
import type { RuntimeEnvironment } from '@lotto/app-core';
import {
  AppUpgradeModal,
  INSTALL_NAMESPACE,
  INSTALL_PROMPTS_NAMESPACE,
  installMessages,
  installPromptMessages,
  installSlice,
  promptsSlice,
  lottoNativeBridge,
  startAppUpgrade,
  startInstallPrompts,
  startUpdateDetection,
  UpdateNotice,
} from '@lotto/install';
import { rootReducer, type AppStore } from './create-store';
import { RoutedInstallPrompts } from './RoutedInstallPrompts';
import type { AppRouter } from './router';

/**
 * Joins the install slice and texts, starts update detection (its start-up check runs now), asks
 * the native app (inside it only) for an upgrade, and shows the update notice, the upgrade
 * modal and the install and download prompts in a root of their own: the shell's layout carries nothing for them, so the first
 * screen's JavaScript does not grow.
 */
export function startInstallFeature(store: AppStore, i18n: I18n, environment: RuntimeEnvironment, router: AppRouter): void {
  registerNamespace(INSTALL_NAMESPACE, installMessages);
  registerNamespace(INSTALL_PROMPTS_NAMESPACE, installPromptMessages);
  rootReducer.inject(installSlice);
  rootReducer.inject(promptsSlice);
  // A no-op action makes the store compute the injected slice's initial state now.
  store.dispatch({ type: 'install/injected' });
  startUpdateDetection(store.dispatch);
  startAppUpgrade(store.dispatch, environment.inApp, lottoNativeBridge());
  startInstallPrompts(store.dispatch);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <UpdateNotice />
          <AppUpgradeModal />
          <RoutedInstallPrompts router={router} environment={environment} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
