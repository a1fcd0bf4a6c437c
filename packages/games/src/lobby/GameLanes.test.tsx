import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, renderGames, SAMPLE_LANES, setupI18n } from '../testing';
import { GameLanes } from './GameLanes';

describe('the game lanes', () => {
  it('shows categories in the grouping order with their counts, vendors and sized icons', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ '/wps/relay/GCSGAME_newGameVendor': { success: true, status: 200, value: { data: { lanes: SAMPLE_LANES } } } });
    renderGames(<GameLanes />, { i18n, store: createGamesStore({}, { api, imageCDNs: ['https://cdn.example.com'] }) });
    const lanes = await screen.findAllByRole('heading', { level: 3 });
    expect(lanes.map((heading) => heading.textContent)).toEqual(['Slots', 'Lottery', 'Vietnam lottery', 'Live casino']);
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByText('180 games')).toBeVisible();
    const pg = within(slots).getByRole('link', { name: 'PG Soft, play' });
    expect(pg).toHaveAttribute('href', '/m/launchGame?vendor=PG&code=PG_MAIN&backUrl=%2Fm%2Fgame');
    const icon = pg.querySelector('img');
    expect(icon).toHaveAttribute('src', 'https://cdn.example.com/games/PG.svg');
    expect(icon).toHaveAttribute('width', '64');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(within(slots).getByRole('link', { name: 'TCG Slots, play' }).querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(slots).getByRole('link', { name: 'Free trial: PG Soft' })).toHaveAttribute(
      'href',
      '/m/launchGame?vendor=PG&code=PG_MAIN&backUrl=%2Fm%2Fgame&trialGameId=9101&nodeId=101',
    );
    // RNG as a vendor code is TCG's.
    expect(within(slots).getByRole('link', { name: 'TCG Slots, play' })).toHaveAttribute('href', expect.stringContaining('vendor=TCG'));
  });

  it("loads the first lane's icons at once on a page of their own, the rest when scrolled near", async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ '/wps/relay/GCSGAME_newGameVendor': { success: true, status: 200, value: { data: { lanes: SAMPLE_LANES } } } });
    renderGames(<GameLanes titled={false} eagerLanes={1} />, {
      i18n,
      store: createGamesStore({}, { api, imageCDNs: ['https://cdn.example.com'] }),
    });
    const first = await screen.findByRole('region', { name: 'Slots' });
    for (const icon of first.querySelectorAll('img')) expect(icon).toHaveAttribute('loading', 'eager');
    for (const icon of screen.getByRole('region', { name: 'Lottery' }).querySelectorAll('img'))
      expect(icon).toHaveAttribute('loading', 'lazy');
  });

  it('says when the lanes could not load, and tries again', async () => {
    const i18n = await setupI18n();
    let calls = 0;
    const api = cannedApi({
      '/wps/relay/GCSGAME_newGameVendor': () => {
        calls += 1;
        return calls === 1 ? { success: false, status: 502, value: null } : { success: true, status: 200, value: { lanes: SAMPLE_LANES } };
      },
    });
    renderGames(<GameLanes />, { i18n, store: createGamesStore({}, { api }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('region', { name: 'Live casino' })).toBeVisible();
  });
});
