import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore, okAnswer, SAMPLE_WINNERS } from '../testing';
import { readFavouriteIds, toggledIds } from './favourite-games';
import { readGameItem } from './game-item';
import { hotGamesApi } from './hot-games';
import { readRecentGames, recentGamesApi } from './recent-games';
import { winnerBoardApi } from './winner-board';

describe("the lobby's calls, as docs/platform-calls.md records them", () => {
  it('asks the winners board for every category, 20 rows in the language, and reads each row under vo', async () => {
    const api = cannedApi({ '/wps/relay/ODSFE2_getWinnerBoard': okAnswer({ list: [...SAMPLE_WINNERS, { vo: { customerName: 'x' } }] }) });
    const store = createGamesStore({}, { api });
    const rows = await store.dispatch(winnerBoardApi.endpoints.winnerBoard.initiate({ language: 'EN' })).unwrap();
    expect(api.calls[0]?.options).toMatchObject({
      moduleId: 'COMM3',
      auth: false,
      alert: false,
      query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 },
    });
    // A row without its game is left out.
    expect(rows).toHaveLength(SAMPLE_WINNERS.length);
    expect(rows[0]).toEqual({
      customerName: 'pl***01',
      winAmount: 268_450,
      game: expect.objectContaining({ nodeId: '10001', vendor: 'JILI', code: 'JILI_001', name: 'Fortune Tiger' }),
    });
  });

  it('asks the hot games for the merchant, every vendor, html5, in the language, without the token', async () => {
    const api = cannedApi({ '/wps/relay/GCSGAME_hotGamesV2': okAnswer({ list: [{ nodeId: 1, vassalage: 'pg', gameName: 'A' }] }) });
    const store = createGamesStore({}, { api });
    const games = await store.dispatch(hotGamesApi.endpoints.hotGames.initiate({ merchantCode: 'demo', language: 'VI' })).unwrap();
    expect(api.calls[0]?.options).toMatchObject({
      moduleId: 'GAMELOHOT3',
      auth: false,
      query: { merchantCode: 'demo', isPlatform: 2, vassalage: '', platform: 'html5', language: 'VI' },
    });
    expect(games).toEqual([{ nodeId: '1', name: 'A', vendor: 'PG', gameType: '', code: '1' }]);
  });

  it('takes recently played bare or wrapped (its answer was never seen), and asks it with GAMELOREC3', async () => {
    const item = { nodeId: 5, vassalage: 'EVO', gameName: 'Lobby' };
    for (const value of [[item], { list: [item] }, { games: [item] }, { content: [item] }])
      expect(readRecentGames(value).map((game) => game.nodeId)).toEqual(['5']);
    expect(readRecentGames(null)).toEqual([]);
    const api = cannedApi({ '/wps/relay/GCS_recentGame': okAnswer([item]) });
    await createGamesStore({}, { api }).dispatch(recentGamesApi.endpoints.recentGames.initiate('tok')).unwrap();
    expect(api.calls[0]?.options).toMatchObject({ moduleId: 'GAMELOREC3', alert: false });
  });

  it('reads a game item in any of the spellings the platform uses', () => {
    expect(readGameItem({ nodeId: 7, vassalage: 'jili', showIcon: 'a.png', iconUrl: 'b.png', nodeName: 'Node', gameId: 9 })).toEqual({
      nodeId: '7',
      name: 'Node',
      vendor: 'JILI',
      gameType: '',
      code: '7',
      icon: 'a.png',
      trialId: '9',
    });
    expect(readGameItem({ nodeId: 7, vendor: 'EVO', defaultIcon: 'c.png', displayName: 'Shown', gameName: 'Named' })).toMatchObject({
      vendor: 'EVO',
      icon: 'c.png',
      name: 'Shown',
    });
    expect(readGameItem({ nodeId: 7 })).toBeNull();
    expect(readGameItem({ vassalage: 'EVO' })).toBeNull();
    expect(readGameItem('7')).toBeNull();
  });

  it('reads the favourite ids as strings or numbers, bare or under list, and toggles one', () => {
    expect(readFavouriteIds([1, '2', null])).toEqual(['1', '2']);
    expect(readFavouriteIds({ list: [3] })).toEqual(['3']);
    expect(readFavouriteIds(undefined)).toEqual([]);
    expect(toggledIds(['1', '2'], '3', true)).toEqual(['3', '1', '2']);
    expect(toggledIds(['1', '2'], '1', true)).toEqual(['1', '2']);
    expect(toggledIds(['1', '2'], '1', false)).toEqual(['2']);
  });
});
