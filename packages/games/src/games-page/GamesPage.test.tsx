import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, okAnswer, renderGames, SAMPLE_GAMES, SAMPLE_LANES, setupI18n } from '../testing';
import { GamesPage } from './GamesPage';

const MEMBER = { id: 7, token: 'tok', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };
const LANES = { '/wps/relay/GCSGAME_newGameVendor': okAnswer({ data: { lanes: SAMPLE_LANES } }) };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('/m/game', () => {
  it("shows a visitor every category's vendors under All, no favourites and no recent games; a chip keeps to one category", async () => {
    const i18n = await setupI18n();
    const api = cannedApi(LANES);
    renderGames(
      <>
        <GamesPage />
        <Where />
      </>,
      { i18n, store: createGamesStore({}, { api }) },
    );
    await screen.findByRole('tab', { name: 'Slots' });
    expect(screen.getAllByRole('tab').map((chip) => chip.textContent)).toEqual([
      'All',
      'Slots',
      'Lottery',
      'Vietnam lottery',
      'Live casino',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('region', { name: /Slots|Lottery|Vietnam lottery|Live casino/ })).toHaveLength(4);
    expect(api.calls.some((call) => call.path === '/wps/relay/GCS_recentGame')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/game?category=LOTT');
    const lottery = screen.getByRole('region', { name: 'Lottery' });
    expect(within(lottery).getByRole('link', { name: 'TCG Lottery, play' })).toBeVisible();
    expect(document.querySelectorAll('[data-category]')).toHaveLength(1);
  });

  it('sends a visitor sent to the favourites to login, which leads back there', async () => {
    const i18n = await setupI18n();
    renderGames(
      <>
        <GamesPage />
        <Where />
      </>,
      { i18n, store: createGamesStore({}, { api: cannedApi(LANES) }), path: '/m/game?category=favourites' },
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/login?redirectUrl=%2Fm%2Fgame%3Fcategory%3Dfavourites');
  });

  it('opens on the chip the address names, and gives a member a Favourites chip and their recent games', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({
      ...LANES,
      '/wps/relay/GCS_recentGame': okAnswer(SAMPLE_GAMES.slice(0, 3)),
      '/wps/relay/MCSFE_getFavoriteGames': okAnswer([10_005]),
      '/wps/relay/MCSFE_getFavoriteGamesList': okAnswer({ content: [SAMPLE_GAMES[4]], pageNum: 1, totalPages: 1 }),
    });
    renderGames(<GamesPage />, { i18n, store: createGamesStore({}, { api, session: MEMBER }), path: '/m/game?category=favourites' });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(within(recent).getAllByRole('link', { name: /, play$/ })).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    const favourite = await screen.findByRole('button', { name: 'Remove Wild Tiger from favourites' });
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells a member without favourites how to add one', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({
      ...LANES,
      '/wps/relay/GCS_recentGame': okAnswer([]),
      '/wps/relay/MCSFE_getFavoriteGames': okAnswer([]),
      '/wps/relay/MCSFE_getFavoriteGamesList': okAnswer({ content: [], pageNum: 1, totalPages: 0 }),
    });
    renderGames(<GamesPage />, { i18n, store: createGamesStore({}, { api, session: MEMBER }), path: '/m/game?category=favourites' });
    expect(await screen.findByText('No favourites yet. Tap the heart on a game to keep it here.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
  });
});
