// Loaded by mini-game-loader.ts once a logged-in player of a merchant with the widget is seen.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { MiniGameWidget } from '@lotto/games';
import './games-feature';
import type { AppStore } from './create-store';

/** The widget in a root of its own: it floats over every page and keeps its place as pages change. */
export function startMiniGameFeature(store: AppStore, i18n: I18n, navigate: (to: string) => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MiniGameWidget navigate={navigate} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
