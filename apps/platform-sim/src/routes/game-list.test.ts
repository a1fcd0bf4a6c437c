import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim } from '../testing/test-helpers';

interface GamePage {
  games: Array<{
    nodeId: number;
    gameName: string;
    vassalage: string;
    gameType: string;
    iconUrl: string;
    gameCode: string;
    gameId?: number;
  }>;
  totalPages: number;
  totalCount: number;
}

const LIST = '/wps/relay/GCSGAME_gameList';
const HEADERS = { ModuleId: 'GAMELO3' };

function listQuery(params: Record<string, string>): string {
  return `${LIST}?${new URLSearchParams({ clientType: '2', platform: 'html5', merchant: 'demo', gameType: 'RNG', pageSize: '24', ...params })}`;
}

describe('a vendor game list (GCSGAME_gameList)', () => {
  it("pages a vendor's 180 slots 24 at a time, to visitors too, each with its own icon and a trial on some", async () => {
    const { app } = makeSim();
    const first = await envelopeOf<GamePage>(await app.request(listQuery({ vassalage: 'JILI', pageNo: '1' }), { headers: HEADERS }));
    expect(first.success).toBe(true);
    expect(first.value).toMatchObject({ totalCount: 180, totalPages: 8 });
    expect(first.value.games).toHaveLength(24);
    expect(first.value.games[0]).toMatchObject({
      nodeId: 10_001,
      gameName: 'Fortune Tiger',
      vassalage: 'JILI',
      gameType: 'RNG',
      iconUrl: 'gameicon/JILI/JILI_001.svg',
      gameCode: 'JILI_001',
      gameId: 20_001,
    });
    expect(first.value.games[1]?.gameId).toBeUndefined();
    const last = await envelopeOf<GamePage>(await app.request(listQuery({ vassalage: 'JILI', pageNo: '8' }), { headers: HEADERS }));
    expect(last.value.games).toHaveLength(12);
    const names = new Set([...first.value.games, ...last.value.games].map((game) => game.gameName));
    expect(names.size).toBe(36);
  });

  it('searches the names in any case', async () => {
    const { app } = makeSim();
    const found = await envelopeOf<GamePage>(
      await app.request(listQuery({ vassalage: 'JILI', pageNo: '1', gameName: 'dRaGoN' }), { headers: HEADERS }),
    );
    expect(found.value.totalCount).toBe(15);
    expect(found.value.games.every((game) => game.gameName.startsWith('Dragon '))).toBe(true);
    const none = await envelopeOf<GamePage>(
      await app.request(listQuery({ vassalage: 'JILI', pageNo: '1', gameName: 'zzz' }), { headers: HEADERS }),
    );
    expect(none.value).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('keeps to the vendor and game type asked for, and refuses a call without its module id', async () => {
    const { app } = makeSim();
    const cards = await envelopeOf<GamePage>(
      await app.request(listQuery({ vassalage: 'KY', gameType: 'PVP', pageNo: '2' }), { headers: HEADERS }),
    );
    expect(cards.value).toMatchObject({ totalCount: 30, totalPages: 2 });
    expect(cards.value.games.every((game) => game.vassalage === 'KY' && game.gameType === 'PVP')).toBe(true);
    expect((await app.request(listQuery({ vassalage: 'JILI' }))).status).toBe(400);
  });
});
