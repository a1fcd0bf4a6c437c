import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import type { ApiResult } from '@lotto/api-client';
import { createGamesStore } from '../testing/create-games-store';
import { readLaunchRequest } from './launch-request';
import { IN_APP_ONLY_FLAG, startLaunch, type LaunchSetting } from './start-launch';

const ORIGIN = 'https://m.example.com';
const setting = (overrides: Partial<LaunchSetting> = {}): LaunchSetting => ({
  inApp: false,
  gameHosts: ['games.example.net'],
  appOrigin: ORIGIN,
  language: 'EN',
  title: 'Lucky Star',
  labelName: '',
  backUrl: `${ORIGIN}/m/game`,
  track: vi.fn(),
  ...overrides,
});
const ok = (gameUrl: string): ApiResult => ({ success: true, value: { gameUrl }, status: 200 });
const LOTTERY = readLaunchRequest('vendor=TCG_LOTTO&code=TCG_LOTTO_5D&prize_mode=Higher');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a game launch (spec 001 §4, §9)', () => {
  it('waits 150 ms before it asks for the game', async () => {
    const api = cannedApi({ '/wps/game/launchGame': ok('https://games.example.net/play') });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(149);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(1);
    expect(store.getState().games.launch).toMatchObject({ status: 'open', gameUrl: 'https://games.example.net/play' });
  });

  it('sends one request for a double tap', async () => {
    const api = cannedApi({ '/wps/game/launchGame': ok('https://games.example.net/play') });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(50);
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(500);
    expect(api.calls).toHaveLength(1);
  });

  it('gives up after 10 s without a game address', async () => {
    const api = cannedApi({ '/wps/game/launchGame': () => new Promise<ApiResult>(() => undefined) });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(150 + 9_999);
    expect(store.getState().games.launch.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().games.launch.failure).toEqual({ kind: 'timeout' });
  });

  it('lets a retry after the time-out start afresh, and opens the game when the platform answers', async () => {
    let calls = 0;
    const api = cannedApi({
      '/wps/game/launchGame': () => {
        calls += 1;
        return calls === 1 ? new Promise<ApiResult>(() => undefined) : ok('https://games.example.net/play');
      },
    });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(150 + 10_000);
    expect(store.getState().games.launch.failure).toEqual({ kind: 'timeout' });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    expect(store.getState().games.launch).toMatchObject({ status: 'waiting', failure: null });
    await vi.advanceTimersByTimeAsync(150);
    expect(api.calls).toHaveLength(2);
    expect(store.getState().games.launch).toMatchObject({ status: 'open', gameUrl: 'https://games.example.net/play' });
  });

  it("counts the client's own time-out (no answer) as the same time-out", async () => {
    const api = cannedApi({ '/wps/game/launchGame': { success: false, value: null, status: 0, message: 'Request timed out: GET …' } });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(150);
    expect(store.getState().games.launch.failure).toEqual({ kind: 'timeout' });
  });

  it('blocks a lottery in a browser when the merchant allows games in its app only, and sends nothing', async () => {
    const api = cannedApi();
    const store = createGamesStore({}, { api, whitelabelVal: { [IN_APP_ONLY_FLAG]: true } });
    await store.dispatch(startLaunch(LOTTERY, setting()));
    expect(store.getState().games.launch.failure).toEqual({ kind: 'appOnly' });
    expect(api.calls).toHaveLength(0);
  });

  it('lets the same lottery start inside the native app', async () => {
    const api = cannedApi({ '/wps/game/launchGame': ok('https://games.example.net/play') });
    const store = createGamesStore({}, { api, whitelabelVal: { [IN_APP_ONLY_FLAG]: true } });
    const run = store.dispatch(startLaunch(LOTTERY, setting({ inApp: true })));
    await vi.advanceTimersByTimeAsync(150);
    await run;
    expect(store.getState().games.launch.status).toBe('open');
  });

  it('never opens a game address on a host the merchant does not list', async () => {
    const api = cannedApi({ '/wps/game/launchGame': ok('https://evil.example.org/play') });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(150);
    expect(store.getState().games.launch.failure).toEqual({ kind: 'unlisted' });
  });

  it("shows the platform's refusal", async () => {
    const api = cannedApi({ '/wps/game/launchGame': { success: false, value: null, status: 200, message: 'Game not found' } });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    await vi.advanceTimersByTimeAsync(150);
    expect(store.getState().games.launch.failure).toEqual({ kind: 'refused', message: 'Game not found' });
  });

  it('tracks gameLaunch for real play and startTrial for a trial', async () => {
    const api = cannedApi({
      '/wps/game/launchGame': ok('https://games.example.net/play'),
      '/wps/relay/GCS_gameTrialLaunch': {
        success: true,
        value: { statusCode: 0, gameUrl: 'https://games.example.net/trial' },
        status: 200,
      },
    });
    const track = vi.fn();
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting({ track })));
    await vi.advanceTimersByTimeAsync(150);
    void store.dispatch(startLaunch(readLaunchRequest('vendor=PG&trialGameId=9101&nodeId=101'), setting({ track })));
    await vi.advanceTimersByTimeAsync(150);
    expect(track.mock.calls.map(([name]) => name)).toEqual(['gameLaunch', 'startTrial']);
    expect(api.calls[1]).toMatchObject({
      path: '/wps/relay/GCS_gameTrialLaunch',
      options: { auth: false, query: { gameId: '9101', nodeId: '101', platform: 'html5' } },
    });
  });

  it("treats a synchronous trial's non-ready status code as a refusal", async () => {
    const api = cannedApi({
      '/wps/relay/GCS_gameTrialLaunch': { success: true, value: { statusCode: 3, gameUrl: 'https://games.example.net/t' }, status: 200 },
    });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(readLaunchRequest('vendor=PG&trialGameId=1&nodeId=2'), setting()));
    await vi.advanceTimersByTimeAsync(150);
    expect(store.getState().games.launch.status).toBe('failed');
  });
});

describe('leaving the game page', () => {
  it('abandons a launch still in its delay: nothing is sent', async () => {
    const { gameClosed } = await import('../games-slice');
    const api = cannedApi({ '/wps/game/launchGame': ok('https://games.example.net/play') });
    const store = createGamesStore({}, { api });
    void store.dispatch(startLaunch(LOTTERY, setting()));
    store.dispatch(gameClosed());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.calls).toHaveLength(0);
    expect(store.getState().games.launch.status).toBe('idle');
  });
});
