import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import merchant from '@merchant';
import { applyDocumentLanguage, createI18n, initialLanguage, isSupportedLanguage, readStoredLanguage, registerNamespace, type LanguageCode } from '@lotto/i18n';
import { applyThemeOverrides, UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { loadCommonData, loadMemberInfo, persistSession, readBrowserEnvironment } from '@lotto/app-core';
import '@lotto/ui/styles.css';
import './styles/app.css';
import { bootSession } from './app/boot-session';
import { createAppApi } from './app/create-api';
import { createAppStore } from './app/create-store';
import { createAppRouter } from './app/router';
import { SHELL_NAMESPACE, shellMessages } from './locales';

async function start() {
  applyThemeOverrides(merchant.theme);
  const session = bootSession(merchant.code);
  const environment = readBrowserEnvironment();

  registerNamespace(UI_NAMESPACE, uiMessages);
  registerNamespace(SHELL_NAMESPACE, shellMessages);
  const supported = merchant.languages.filter((code): code is LanguageCode => isSupportedLanguage(code));
  const language = initialLanguage({ stored: readStoredLanguage(), browser: navigator.languages, supported });
  applyDocumentLanguage(language);

  let currentLanguage: string = language;
  const api = createAppApi({
    merchantCode: merchant.code,
    environment,
    language: () => currentLanguage,
    token: () => store.getState().session.info?.token ?? null,
  });
  const store = createAppStore({ api, merchantCode: merchant.code }, merchant.name, session);

  // The platform's settings load while the language files do; neither waits for the other.
  void store.dispatch(loadCommonData()).then(() => applyThemeOverrides(store.getState().common.theme));
  if (session) void store.dispatch(loadMemberInfo());

  let persisted = session;
  store.subscribe(() => {
    const info = store.getState().session.info;
    if (info !== persisted) {
      persisted = info;
      persistSession(info);
    }
  });

  const i18n = await createI18n({ language, namespaces: [SHELL_NAMESPACE, UI_NAMESPACE], defaultNamespace: SHELL_NAMESPACE });
  i18n.on('languageChanged', (next: string) => {
    currentLanguage = next;
    // Country names and merchant texts come in the caller's language.
    void store.dispatch(loadCommonData());
  });
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
