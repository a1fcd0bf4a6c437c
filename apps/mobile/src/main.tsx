// First: the built-ins the oldest supported browsers lack, before any module that calls them runs.
import './legacy/install';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import merchant from '@merchant';
import {
  applyDocumentLanguage,
  createI18n,
  initialLanguage,
  isSupportedLanguage,
  readStoredLanguage,
  registerNamespace,
  type LanguageCode,
} from '@lotto/i18n';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import {
  FEEDBACK_NAMESPACE,
  feedbackMessages,
  handleOutcome,
  loadCommonData,
  readBrowserEnvironment,
  isOldIosInstalledApp,
  STORAGE_KEYS,
  HOME_PATHS,
  watchConnectivity,
  localStore,
} from '@lotto/app-core';
import { startSystemChecks, SYSTEM_NAMESPACE, systemMessages } from '@lotto/system';
import '@lotto/ui/styles.css';
import '@lotto/system/styles.css';
import './styles/app.css';
import { bootSession } from './store/boot-session';
import { createAppApi } from './store/create-api';
import { createAppStore } from './store/create-store';
import { loadMemberData, loadMerchantData } from './store/start-data';
import { appRoutes } from './routes/router';
import { loadFirstScreen } from './routes/lazy-screen';
import { createAppNavigation, type BridgedNavigation } from './routes/app-navigation';
import { NavigationBridge } from './routes/NavigationBridge';
import { SHELL_NAMESPACE, shellMessages } from './locales';
import { loadAuthFeature } from './store/auth-feature';
import { registerOldIosRestore, registerSessionListeners } from './store/session-listeners';
import { expectPageUsable } from './early/page-usable';
import { holdEarlyInstallEvent } from './early/early-install-event';
import { registerChat } from './features/chat-loader';
import { registerLateFeatures } from './features/late-features-loader';
import type { ShellContext } from './features/shell-context';
import { askBannersEarly } from './early/early-banners';
import { takeOfferedSession } from './store/session-switch';

const SessionSwitchQuestion = lazy(() => import('./components/SessionSwitchQuestion'));

async function start() {
  // Late features wait for the page the player asked for (early/page-usable.ts).
  expectPageUsable();
  holdEarlyInstallEvent();
  // The merchant's colours, light and dark, are index.html's own (build/prerender.ts: themeStyle).
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The prerendered shell stays on screen, unhydrated (it has nothing to tap that needs React), until the
  // app's first render replaces it in one commit: hydrating it was a render the player never used (issue 29).
  const root = createRoot(container);
  const environment = readBrowserEnvironment();
  const oldIos = isOldIosInstalledApp(environment);
  const { session, offeredToken } = bootSession(merchant.code, oldIos);

  registerNamespace(UI_NAMESPACE, uiMessages);
  registerNamespace(SHELL_NAMESPACE, shellMessages);
  registerNamespace(FEEDBACK_NAMESPACE, feedbackMessages);
  registerNamespace(SYSTEM_NAMESPACE, systemMessages);
  const supported = merchant.languages.filter((code): code is LanguageCode => isSupportedLanguage(code));
  const language = initialLanguage({ stored: readStoredLanguage(), browser: navigator.languages, supported });
  applyDocumentLanguage(language);

  let currentLanguage: string = language;
  const api = createAppApi({
    merchantCode: merchant.code,
    environment,
    language: () => currentLanguage,
    token: () => store.getState().session.info?.token ?? null,
    onOutcome: (outcome, result, path, _options, sentToken) => store.dispatch(handleOutcome(outcome, path, result.status, sentToken)),
  });
  const store = createAppStore({ api, merchantCode: merchant.code, language: () => currentLanguage }, merchant, session);

  // The boot call (status, with the platform's settings) loads while the language files do; neither waits for the other.
  // Asked again when the network comes back after failing (install-feature).
  const loadMerchantDataAndLogIn = () => {
    const loaded = loadMerchantData(store);
    void loaded.then(() => {
      // Sign-in code loads at start only when there is a remembered login to use; Safari's
      // "Block all cookies" leaves no local storage, so none (and no error on the first screen).
      if (
        !store.getState().session.info &&
        localStore.getItem(STORAGE_KEYS.rememberedLogin) &&
        localStore.getItem(STORAGE_KEYS.autoLogin) !== '0'
      ) {
        void loadAuthFeature(store).then((auth) => store.dispatch(auth.tryAutoLogin()));
      }
    });
    return loaded;
  };
  const boot = loadMerchantDataAndLogIn();
  if (session) loadMemberData(store);
  if (HOME_PATHS.includes(window.location.pathname)) askBannersEarly(api);
  watchConnectivity(store.dispatch);
  // Maintenance or restriction come with the boot call; then whether this line is slow. The system texts load only if a screen needs them.
  startSystemChecks(store.dispatch, boot);

  registerSessionListeners(store);

  const i18n = await createI18n({
    language,
    namespaces: [SHELL_NAMESPACE, UI_NAMESPACE, FEEDBACK_NAMESPACE],
    defaultNamespace: SHELL_NAMESPACE,
  });
  i18n.on('languageChanged', (next: string) => {
    currentLanguage = next;
    // Country names and merchant texts come in the caller's language.
    void store.dispatch(loadCommonData());
  });
  const routes = appRoutes(store, i18n);
  // The login page's code is on its way with the entry: the first render shows it, not a fallback first.
  const screen = loadFirstScreen(routes, window.location.pathname);
  const navigation = createAppNavigation();
  const shell: ShellContext = { store, api, i18n, environment, navigation };
  registerChat(shell);
  if (oldIos) registerOldIosRestore(store, navigation);
  await screen?.catch(() => undefined);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <AppRoutes routes={routes} navigation={navigation} />
            {offeredToken ? (
              <Suspense fallback={null}>
                <SessionSwitchQuestion onSwitch={() => takeOfferedSession(store, offeredToken, merchant.code)} />
              </Suspense>
            ) : null}
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  registerLateFeatures(shell, loadMerchantDataAndLogIn);
}

function AppRoutes({ routes, navigation }: { routes: RouteObject[]; navigation: BridgedNavigation }) {
  return (
    <>
      {useRoutes(routes)}
      <NavigationBridge navigation={navigation} />
    </>
  );
}

void start();
