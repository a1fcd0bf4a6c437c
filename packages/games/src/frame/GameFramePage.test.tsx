import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, renderGames, setupI18n } from '../testing';
import { GameFramePage } from './GameFramePage';

const SESSION = { id: 1, token: 'tok', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };
const GAME = 'https://games.example.net/play?ticket=1';

function page(
  path: string,
  store = createGamesStore(
    {},
    { session: SESSION, api: cannedApi({ '/wps/game/launchGame': { success: true, status: 200, value: { gameUrl: GAME } } }) },
  ),
) {
  return { path, store };
}

afterEach(() => vi.useRealTimers());

describe('the game frame page (screen 17)', () => {
  it('sends a visitor to login, and back here afterwards, for real-money play', async () => {
    const i18n = await setupI18n();
    const { path } = page('/m/launchGame?vendor=TCG_LOTTO&code=5D');
    renderGames(
      <Routes>
        <Route path="/m/launchGame" element={<GameFramePage gameHosts={[]} inApp={false} track={vi.fn()} title="Demo" />} />
        <Route path="/m/login" element={<p>login page</p>} />
      </Routes>,
      { i18n, path, store: createGamesStore() },
    );
    expect(await screen.findByText('login page')).toBeVisible();
  });

  it('opens the game in a sandboxed frame under the back and fullscreen bar', async () => {
    const i18n = await setupI18n();
    const { path, store } = page('/m/launchGame?vendor=TCG_LOTTO&code=5D');
    vi.useFakeTimers();
    renderGames(<GameFramePage gameHosts={['games.example.net']} inApp={false} track={vi.fn()} title="Demo" />, { i18n, path, store });
    expect(screen.getByText('Starting the game…', { selector: 'p' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(150));
    const frame = screen.getByTitle('Game');
    expect(frame).toHaveAttribute('src', GAME);
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation|allow-popups/);
    expect(screen.getByRole('button', { name: /Back/ })).toBeVisible();
  });

  it("isolates a game address on the app's own origin: it runs without allow-same-origin", async () => {
    const i18n = await setupI18n();
    const own = `${window.location.origin}/sim-games/play?ticket=1`;
    const store = createGamesStore(
      {},
      { session: SESSION, api: cannedApi({ '/wps/game/launchGame': { success: true, status: 200, value: { gameUrl: own } } }) },
    );
    vi.useFakeTimers();
    renderGames(<GameFramePage gameHosts={[]} inApp={false} track={vi.fn()} title="Demo" />, {
      i18n,
      path: '/m/launchGame?vendor=TCG_LOTTO&code=5D',
      store,
    });
    await act(() => vi.advanceTimersByTimeAsync(150));
    const frame = screen.getByTitle('Game');
    expect(frame).toHaveAttribute('src', own);
    expect(frame.getAttribute('sandbox')?.split(' ')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
  });

  it('hides the bar with the toggle where the page cannot go fullscreen, and shows it again', async () => {
    const i18n = await setupI18n();
    const { path, store } = page('/m/launchGame?vendor=TCG_LOTTO&code=5D');
    renderGames(<GameFramePage gameHosts={['games.example.net']} inApp={false} track={vi.fn()} title="Demo" />, { i18n, path, store });
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(screen.getByRole('button', { name: /Back/ })).toBeVisible();
  });

  describe('where the browser has element fullscreen', () => {
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const requestFullscreen = vi.fn(() => Promise.resolve());

    beforeEach(() => {
      requestFullscreen.mockClear();
      Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      vi.restoreAllMocks();
    });

    it('asks for fullscreen for the page, not the game alone', async () => {
      const i18n = await setupI18n();
      const { path, store } = page('/m/launchGame?vendor=TCG_LOTTO&code=5D');
      renderGames(<GameFramePage gameHosts={['games.example.net']} inApp={false} track={vi.fn()} title="Demo" />, { i18n, path, store });
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      expect(requestFullscreen.mock.contexts[0]).toHaveClass('games-frame');
    });

    it('on an iPhone, which cannot put an element in fullscreen, only hides the header over the whole viewport', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
      const i18n = await setupI18n();
      const { path, store } = page('/m/launchGame?vendor=TCG_LOTTO&code=5D');
      const { result } = renderGames(<GameFramePage gameHosts={['games.example.net']} inApp={false} track={vi.fn()} title="Demo" />, {
        i18n,
        path,
        store,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(requestFullscreen).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
      expect(result.container.querySelector('.games-frame')).toHaveClass('games-frame--expanded');
    });
  });

  it('goes back where the player came from when the address names no backUrl', async () => {
    const i18n = await setupI18n();
    const { store } = page('/m/launchGame?vendor=TCG_LOTTO&code=5D');
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/m/member/home', '/m/launchGame?vendor=TCG_LOTTO&code=5D']} initialIndex={1}>
            <Routes>
              <Route path="/m/launchGame" element={<GameFramePage gameHosts={[]} inApp={false} track={vi.fn()} title="Demo" />} />
              <Route path="/m/member/home" element={<p>member home</p>} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByText('member home')).toBeVisible();
  });

  it('ends the game when the page is left', async () => {
    const i18n = await setupI18n();
    const { path, store } = page('/m/launchGame?vendor=TCG_LOTTO&code=5D');
    vi.useFakeTimers();
    const { result } = renderGames(<GameFramePage gameHosts={['games.example.net']} inApp={false} track={vi.fn()} title="Demo" />, {
      i18n,
      path,
      store,
    });
    await act(() => vi.advanceTimersByTimeAsync(150));
    result.unmount();
    expect(store.getState().games.launch).toMatchObject({ status: 'idle', gameUrl: null });
  });
});
