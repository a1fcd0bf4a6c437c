import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim, sessionFor } from '../testing/test-helpers';

interface GameItem {
  nodeId: number;
  gameName: string;
  vassalage: string;
  iconUrl: string;
  gameCode: string;
}

describe('the winners board (ODSFE2_getWinnerBoard)', () => {
  it('answers masked names and amounts by size, each row with its game under vo, to visitors', async () => {
    const { app } = makeSim();
    const board = await envelopeOf<{ list: Array<{ vo: Record<string, unknown> }> }>(
      await app.request('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20', { headers: { ModuleId: 'COMM3' } }),
    );
    expect(board.value.list).toHaveLength(20);
    const rows = board.value.list.map((row) => row.vo);
    expect(rows[0]).toMatchObject({
      customerName: expect.stringMatching(/^\w{2}\*{3}\w{2}$/),
      gameName: expect.any(String),
      vendor: expect.any(String),
    });
    const amounts = rows.map((row) => row.winAmount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(rows.every((row) => typeof row.nodeId === 'number' && typeof row.iconUrl === 'string' && typeof row.gameCode === 'string')).toBe(
      true,
    );
    const five = await envelopeOf<{ list: unknown[] }>(
      await app.request('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=5', { headers: { ModuleId: 'COMM3' } }),
    );
    expect(five.value.list).toHaveLength(5);
  });
});

describe('the hot games (GCSGAME_hotGamesV2)', () => {
  it('answers game items for visitors, under GAMELOHOT3', async () => {
    const { app } = makeSim();
    const hot = await envelopeOf<{ list: GameItem[] }>(
      await app.request('/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&vassalage=&platform=html5&language=EN', {
        headers: { ModuleId: 'GAMELOHOT3' },
      }),
    );
    expect(hot.value.list.length).toBeGreaterThanOrEqual(8);
    expect(hot.value.list[0]).toMatchObject({ nodeId: 10_005, vassalage: 'JILI', iconUrl: 'gameicon/JILI/JILI_005.svg' });
    expect((await app.request('/wps/relay/GCSGAME_hotGamesV2')).status).toBe(400);
  });
});

describe('recently played (GCS_recentGame, ours)', () => {
  it("answers the member's games, newest first, and every launch puts its game on top", async () => {
    const { app } = makeSim();
    const token = await sessionFor(app, 'player01');
    const headers = { ModuleId: 'GAMELOREC3', Authorization: token };
    const before = await envelopeOf<GameItem[]>(await app.request('/wps/relay/GCS_recentGame', { headers }));
    expect(before.value.map((game) => game.nodeId)).toEqual([10_001, 201, 11_005]);
    await app.request('/wps/game/launchGame?device=MOBILE&vendor=JILI&gameCode=JILI_017', { headers: { Authorization: token } });
    // A list item without a code of its own launches by its node id.
    await app.request('/wps/game/launchGame?device=MOBILE&vendor=EVO&gameCode=201', { headers: { Authorization: token } });
    const after = await envelopeOf<GameItem[]>(await app.request('/wps/relay/GCS_recentGame', { headers }));
    expect(after.value.map((game) => game.nodeId)).toEqual([201, 10_017, 10_001, 11_005]);
    expect((await app.request('/wps/relay/GCS_recentGame', { headers: { ModuleId: 'GAMELOREC3' } })).status).toBe(401);
    const other = await sessionFor(app, 'agent01');
    expect(
      (await envelopeOf<GameItem[]>(await app.request('/wps/relay/GCS_recentGame', { headers: { ...headers, Authorization: other } })))
        .value,
    ).toEqual([]);
  });
});
