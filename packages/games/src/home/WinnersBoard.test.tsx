import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, okAnswer, renderGames, SAMPLE_WINNERS, setupI18n } from '../testing';
import { WinnersBoard } from './WinnersBoard';

const BOARD = '/wps/relay/ODSFE2_getWinnerBoard';

describe('the winners board', () => {
  it('shows the first wins with masked names, amounts in the currency and games, each opening its game; the rest on request', async () => {
    const i18n = await setupI18n();
    const api = cannedApi({ [BOARD]: okAnswer({ list: SAMPLE_WINNERS }) });
    renderGames(<WinnersBoard />, { i18n, store: createGamesStore({}, { api, imageCDNs: ['https://cdn.example.com'] }), path: '/m/home' });
    const board = await screen.findByRole('region', { name: 'Big winners' });
    const rows = await within(board).findAllByRole('link');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveAccessibleName('pl***01 Fortune Tiger ₱268,450.00');
    expect(rows[0]).toHaveAttribute('href', '/m/launchGame?vendor=JILI&code=JILI_001&backUrl=%2Fm%2Fhome');
    expect(rows[0]?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/gameicon/JILI/JILI_001.svg');
    fireEvent.click(within(board).getByRole('button', { name: 'Show all winners' }));
    expect(within(board).getAllByRole('link')).toHaveLength(7);
    expect(within(board).getByRole('button', { name: 'Show fewer winners' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('writes the amount in the merchant currency, as the language writes money', async () => {
    const i18n = await setupI18n('VI');
    const api = cannedApi({ [BOARD]: okAnswer({ list: SAMPLE_WINNERS.slice(0, 1) }) });
    renderGames(<WinnersBoard />, { i18n, store: createGamesStore({}, { api, currency: { currency: 'VND', currencySymbol: '₫' } }) });
    expect((await screen.findByText(/268\.450/)).textContent?.replace(/\s/g, ' ')).toBe('268.450 ₫');
  });

  it('says plainly when there are no wins yet, and when the board failed, with a retry', async () => {
    const i18n = await setupI18n();
    renderGames(<WinnersBoard />, { i18n, store: createGamesStore({}, { api: cannedApi({ [BOARD]: okAnswer({ list: [] }) }) }) });
    expect(await screen.findByText('No big wins to show yet.')).toBeVisible();

    let calls = 0;
    const api = cannedApi({
      [BOARD]: () => {
        calls += 1;
        return calls === 1 ? { success: false, status: 500, value: null } : okAnswer({ list: SAMPLE_WINNERS });
      },
    });
    const { result } = renderGames(<WinnersBoard />, { i18n, store: createGamesStore({}, { api }) });
    const view = within(result.container);
    expect(await view.findByRole('alert')).toHaveTextContent('The winners could not be loaded.');
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await view.findAllByRole('link')).toHaveLength(5);
  });
});
