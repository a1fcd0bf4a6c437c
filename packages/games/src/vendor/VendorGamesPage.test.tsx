import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, gameListAnswer, okAnswer, renderGames, setupI18n } from '../testing';
import { VendorGamesPage } from './VendorGamesPage';

const PAGE = '/m/game/vendor?vendor=JILI&gameType=RNG';
const LIST = '/wps/relay/GCSGAME_gameList';
const MEMBER = { id: 7, token: 'tok', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const listCalls = (api: ReturnType<typeof cannedApi>) => api.calls.filter((call) => call.path === LIST);

afterEach(() => {
  vi.useRealTimers();
});

describe("a vendor's games page", () => {
  it('asks 24 games a page for the vendor and its category, and the next page at "More games", joined in order', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [LIST]: gameListAnswer() });
    renderGames(<VendorGamesPage />, { i18n, store: createGamesStore({}, { api }), path: PAGE });
    const grid = await screen.findByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('60 games')).toBeVisible();
    expect(listCalls(api)[0]?.options).toMatchObject({
      moduleId: 'GAMELO3',
      query: {
        clientType: 2,
        platform: 'html5',
        merchant: 'demo',
        vassalage: 'JILI',
        gameType: 'RNG',
        pageNo: 1,
        pageSize: 24,
        gameName: '',
      },
    });
    const first = within(grid).getByRole('link', { name: 'Fortune Tiger, play' });
    expect(first).toHaveAttribute('href', `/m/launchGame?vendor=JILI&code=JILI_001&backUrl=${encodeURIComponent(PAGE)}`);
    expect(within(grid).getByRole('link', { name: 'Free trial: Fortune Tiger' })).toHaveAttribute(
      'href',
      expect.stringContaining('trialGameId=20001&nodeId=10001'),
    );
    expect(within(grid).queryByRole('link', { name: 'Free trial: Golden Tiger' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'More games' }));
    // Fortune Party is the first game of the second page (Fortune Riches, on the first, would not wait for it).
    expect(await screen.findByRole('link', { name: 'Fortune Party, play' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /, play$/ })).toHaveLength(48);
    fireEvent.click(screen.getByRole('button', { name: 'More games' }));
    expect(await screen.findByText('That is every game.')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /, play$/ })).toHaveLength(60);
    expect(listCalls(api).map((call) => call.options.query?.pageNo)).toEqual([1, 2, 3]);
  });

  it('searches the names 500 ms after the last key, once, and keeps the search in the address', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [LIST]: gameListAnswer() });
    renderGames(
      <>
        <VendorGamesPage />
        <Where />
      </>,
      { i18n, store: createGamesStore({}, { api }), path: PAGE },
    );
    await screen.findByRole('link', { name: 'Fortune Tiger, play' });
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    for (const typed of ['d', 'dr', 'dra', 'drag']) {
      fireEvent.change(search, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(300));
    }
    act(() => vi.advanceTimersByTime(199));
    expect(listCalls(api)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // The answer reaches the page with the store's next batch, itself a timer: time runs on (faked)
    // until it shows, as the journey lets the clock run again.
    const matches = '10 games match “drag”';
    for (let step = 0; step < 100 && !screen.queryByText(matches); step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(20));
    }
    vi.useRealTimers();
    expect(screen.getByText(matches)).toBeVisible();
    expect(listCalls(api).map((call) => call.options.query?.gameName)).toEqual(['', 'drag']);
    expect(screen.getAllByRole('link', { name: /^Dragon .*, play$/ })).toHaveLength(10);
    expect(screen.getByTestId('where')).toHaveTextContent(`${PAGE}&q=drag`);
  });

  it('says when nothing matches, and clears the search back to every game', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [LIST]: gameListAnswer() });
    renderGames(<VendorGamesPage />, { i18n, store: createGamesStore({}, { api }), path: `${PAGE}&q=zzz` });
    expect(await screen.findByText('No games match “zzz”.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('link', { name: 'Fortune Tiger, play' }, { timeout: 2_000 })).toBeVisible();
  });

  it('says when the games could not be loaded, and tries again', async () => {
    const i18n = await setupI18n();
    let calls = 0;
    const answer = gameListAnswer();
    const api = cannedApi({
      [LIST]: (body, options) => {
        calls += 1;
        return calls === 1 ? { success: false, status: 502, value: null } : answer(body, options);
      },
    });
    renderGames(<VendorGamesPage />, { i18n, store: createGamesStore({}, { api }), path: PAGE });
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Fortune Tiger, play' })).toBeVisible();
  });

  it("turns a member's heart at once, lets one toggle through a second, and turns it back with a message when refused", async () => {
    const i18n = await setupI18n();
    let refuse = false;
    const api = cannedApi({
      [LIST]: gameListAnswer(),
      '/wps/relay/MCSFE_getFavoriteGames': okAnswer(['10002']),
      '/wps/relay/MCSFE_addFavoriteGameV2': () => (refuse ? { success: false, status: 200, value: null } : okAnswer(null)),
      '/wps/relay/MCSFE_removeFavoriteGameV2': okAnswer(null),
    });
    const store = createGamesStore({}, { api, session: MEMBER });
    renderGames(<VendorGamesPage />, { i18n, store, path: PAGE });
    const golden = await screen.findByRole('button', { name: 'Remove Golden Tiger from favourites' });
    expect(golden).toHaveAttribute('aria-pressed', 'true');
    const fortune = screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' });

    fireEvent.click(fortune);
    expect(fortune).toHaveAttribute('aria-pressed', 'true');
    // Within the second after it, another toggle is dropped: no call, no change.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Golden Tiger from favourites' }));
    expect(screen.getByRole('button', { name: 'Remove Golden Tiger from favourites' })).toHaveAttribute('aria-pressed', 'true');
    const adds = () => api.calls.filter((call) => call.path === '/wps/relay/MCSFE_addFavoriteGameV2');
    await vi.waitFor(() => expect(adds()).toHaveLength(1), { timeout: 5_000 });
    expect(adds()[0]?.options).toMatchObject({ method: 'POST', json: { nodeId: '10001', vendor: 'JILI', gameType: 'RNG' } });
    expect(api.calls.filter((call) => call.path === '/wps/relay/MCSFE_removeFavoriteGameV2')).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    refuse = true;
    const lucky = screen.getByRole('button', { name: 'Add Lucky Tiger to favourites' });
    fireEvent.click(lucky);
    expect(lucky).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(lucky).toHaveAttribute('aria-pressed', 'false'), { timeout: 5_000 });
    expect(store.getState().feedback.toasts.map((toast: { messageKey: string }) => toast.messageKey)).toEqual(['favourites.toggleFailed']);
  });

  it('asks a visitor who taps a heart to log in, and login leads back to this page', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [LIST]: gameListAnswer() });
    renderGames(
      <>
        <VendorGamesPage />
        <Where />
      </>,
      { i18n, store: createGamesStore({}, { api }), path: PAGE },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to keep favourites' });
    expect(api.calls.some((call) => call.path.includes('Favorite'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/m/login?redirectUrl=${encodeURIComponent(PAGE)}`);
  });
});
