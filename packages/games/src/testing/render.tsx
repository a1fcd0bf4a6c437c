import type { LanguageCode } from '@lotto/i18n';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { GAMES_NAMESPACE, gamesMessages } from '../locales';
import { createGamesStore, type GamesTestStore } from './create-games-store';

/** An i18next instance with the `ui` and `games` texts loaded. Await it before `vi.useFakeTimers()`. */
export function setupI18n(language: LanguageCode = 'EN'): Promise<I18n> {
  return testI18n({ [GAMES_NAMESPACE]: gamesMessages, [UI_NAMESPACE]: uiMessages }, language);
}

/** Testing Library's render inside the store, the texts and a router at `path`. */
export function renderGames(
  ui: ReactElement,
  { i18n, store = createGamesStore(), path = '/m/game' }: { i18n: I18n; store?: GamesTestStore; path?: string },
): { result: RenderResult; store: GamesTestStore } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { result: render(ui, { wrapper: Wrapper }), store };
}
