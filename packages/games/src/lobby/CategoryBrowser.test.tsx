import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, okAnswer, renderGames, SAMPLE_LANES, setupI18n } from '../testing';
import { CategoryBrowser } from './CategoryBrowser';

const LANES = '/wps/relay/GCSGAME_newGameVendor';

describe("home's categories", () => {
  it('shows a chip per category over the first one’s vendors, and a chip switches the grid', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [LANES]: okAnswer({ data: { lanes: SAMPLE_LANES } }) });
    renderGames(<CategoryBrowser />, { i18n, store: createGamesStore({}, { api }), path: '/m/home' });
    const chips = await screen.findAllByRole('tab');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Slots', 'Lottery', 'Vietnam lottery', 'Live casino']);
    expect(chips[0]).toHaveAttribute('aria-selected', 'true');
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(slots).toHaveAttribute('data-category', 'RNG');
    expect(within(slots).getByRole('link', { name: 'JILI Slots: 120 games' })).toHaveAttribute(
      'href',
      '/m/game/vendor?vendor=JILI&gameType=RNG',
    );
    expect(within(slots).getByRole('link', { name: 'PG Soft, play' })).toHaveAttribute(
      'href',
      expect.stringContaining('/m/launchGame?vendor=PG'),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    const live = screen.getByRole('region', { name: 'Live casino' });
    expect(
      within(live)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Evolution, play', 'AE Sexy, play']);
    expect(screen.queryByRole('region', { name: 'Slots' })).toBeNull();
  });

  it('says so when there is no category, and retries after a failure', async () => {
    const i18n = await setupI18n();
    renderGames(<CategoryBrowser />, { i18n, store: createGamesStore({}, { api: cannedApi({ [LANES]: okAnswer({ lanes: [] }) }) }) });
    expect(await screen.findByText('No games to show yet.')).toBeVisible();

    let calls = 0;
    const api = cannedApi({
      [LANES]: () => {
        calls += 1;
        return calls === 1 ? { success: false, status: 502, value: null } : okAnswer({ lanes: SAMPLE_LANES });
      },
    });
    const { result } = renderGames(<CategoryBrowser />, { i18n, store: createGamesStore({}, { api }) });
    const view = within(result.container);
    expect(await view.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await view.findByRole('tab', { name: 'Slots' })).toBeVisible();
  });
});
