import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, okAnswer, renderGames, SAMPLE_GAMES, setupI18n } from '../testing';
import { HotGames } from './HotGames';

const HOT = '/wps/relay/GCSGAME_hotGamesV2';

describe('the hot games', () => {
  it('shows each game with play and, where offered, a free trial, its icon lazy and sized', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [HOT]: okAnswer({ list: SAMPLE_GAMES.slice(0, 4) }) });
    renderGames(<HotGames />, { i18n, store: createGamesStore({}, { api }), path: '/m/home' });
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    const play = await within(hot).findByRole('link', { name: 'Fortune Tiger, play' });
    const icon = play.querySelector('img');
    expect(icon).toHaveAttribute('width', '64');
    expect(icon).toHaveAttribute('height', '64');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(within(hot).getAllByRole('link', { name: /^Free trial/ })).toHaveLength(2);
    expect(within(hot).queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('is left out when there are none, and offers a retry when it failed', async () => {
    const i18n = await setupI18n();
    const empty = renderGames(<HotGames />, { i18n, store: createGamesStore({}, { api: cannedApi({ [HOT]: okAnswer({ list: [] }) }) }) });
    // The skeleton shows while the call is under way; the section goes once the empty answer is in.
    await waitFor(() => expect(empty.result.container).toBeEmptyDOMElement());

    let calls = 0;
    const api = cannedApi({
      [HOT]: () => {
        calls += 1;
        return calls === 1 ? { success: false, status: 502, value: null } : okAnswer({ list: SAMPLE_GAMES.slice(0, 2) });
      },
    });
    const { result } = renderGames(<HotGames />, { i18n, store: createGamesStore({}, { api }) });
    const view = within(result.container);
    expect(await view.findByRole('alert')).toHaveTextContent('The hot games could not be loaded.');
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await view.findByRole('link', { name: 'Golden Tiger, play' })).toBeVisible();
  });
});
