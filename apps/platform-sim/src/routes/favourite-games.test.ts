import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim, sessionFor } from '../testing/test-helpers';

describe("a member's favourite games", () => {
  it('lists the ids and the games, adds and removes, each member their own', async () => {
    const { app } = makeSim();
    const token = await sessionFor(app, 'player01');
    const headers = { ModuleId: 'GAMELOFAV3', Authorization: token };
    const ids = async (auth = token) =>
      (await envelopeOf<number[]>(await app.request('/wps/relay/MCSFE_getFavoriteGames', { headers: { ...headers, Authorization: auth } })))
        .value;
    expect(await ids()).toEqual([10_002, 201]);

    const added = await app.request('/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ nodeId: 10_040, vendor: 'JILI', gameType: 'RNG' }),
    });
    expect((await envelopeOf(added)).success).toBe(true);
    expect(await ids()).toEqual([10_040, 10_002, 201]);

    const removed = await app.request('/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=10002&vendor=JILI&gameType=RNG', {
      method: 'DELETE',
      headers,
    });
    expect((await envelopeOf(removed)).success).toBe(true);
    expect(await ids()).toEqual([10_040, 201]);

    const list = await envelopeOf<{ content: Array<{ nodeId: number; gameName: string }>; pageNum: number; totalPages: number }>(
      await app.request('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=24&gameType=&language=EN', { headers }),
    );
    expect(list.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(list.value.content.map((game) => game.nodeId)).toEqual([10_040, 201]);

    expect(await ids(await sessionFor(app, 'agent01'))).toEqual([]);
  });

  it('needs a session and a known game, and accepts either module id the registries name', async () => {
    const { app } = makeSim();
    expect((await app.request('/wps/relay/MCSFE_getFavoriteGames', { headers: { ModuleId: 'GAMELOFAV3' } })).status).toBe(401);
    const token = await sessionFor(app, 'player01');
    expect(
      (await app.request('/wps/relay/MCSFE_getFavoriteGames', { headers: { ModuleId: 'GAMELO3', Authorization: token } })).status,
    ).toBe(200);
    const unknown = await app.request('/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=999999', {
      method: 'DELETE',
      headers: { ModuleId: 'GAMELOFAV3', Authorization: token },
    });
    expect((await envelopeOf(unknown)).errorCode).toBe('game.not.found');
  });
});
