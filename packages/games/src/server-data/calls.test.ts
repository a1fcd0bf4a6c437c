import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { createGamesStore } from '../testing';
import { gameLanesApi } from './game-lanes';
import { gameTrialLaunch, launchGame } from './game-launch';

describe('the game calls follow the call tables of both specifications', () => {
  it('asks for the lanes for html5, without an alert', async () => {
    const api = cannedApi({ '/wps/relay/GCSGAME_newGameVendor': { success: true, status: 200, value: { lanes: [] } } });
    const store = createGamesStore({}, { api });
    await store.dispatch(gameLanesApi.endpoints.gameLanes.initiate()).unwrap();
    expect(api.calls[0]?.path).toBe('/wps/relay/GCSGAME_newGameVendor');
    expect(api.calls[0]?.options).toMatchObject({ query: { platform: 'html5' }, alert: false });
  });

  it('reads the lanes in either answer form, and an answer without lanes as a failure', async () => {
    const lanes = [{ title: 'RNG', cards: [] }];
    for (const value of [{ data: { lanes } }, { lanes }]) {
      const store = createGamesStore({}, { api: cannedApi({ '/wps/relay/GCSGAME_newGameVendor': { success: true, status: 200, value } }) });
      expect(await store.dispatch(gameLanesApi.endpoints.gameLanes.initiate()).unwrap()).toEqual(lanes);
    }
    const store = createGamesStore(
      {},
      { api: cannedApi({ '/wps/relay/GCSGAME_newGameVendor': { success: true, status: 200, value: {} } }) },
    );
    expect((await store.dispatch(gameLanesApi.endpoints.gameLanes.initiate())).isError).toBe(true);
  });

  it('launches a game with GAMELO3, the session and a fresh 10 s request', async () => {
    const api = cannedApi();
    await launchGame(api, { lottoArea: 'VN' });
    expect(api.calls[0]?.path).toBe('/wps/game/launchGame');
    expect(api.calls[0]?.options).toMatchObject({
      timeoutMs: 10_000,
      headers: { 'Cache-Control': 'no-cache' },
      moduleId: 'GAMELO3',
      query: { device: 'MOBILE', lottoArea: 'VN' },
    });
  });

  it('launches a free trial without the session', async () => {
    const api = cannedApi();
    await gameTrialLaunch(api, { gameId: 1, nodeId: 2 });
    expect(api.calls[0]?.path).toBe('/wps/relay/GCS_gameTrialLaunch');
    expect(api.calls[0]?.options).toMatchObject({
      auth: false,
      timeoutMs: 10_000,
      headers: { 'Cache-Control': 'no-cache' },
      query: { gameId: 1, nodeId: 2, platform: 'html5' },
    });
  });
});
