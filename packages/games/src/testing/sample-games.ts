import type { ApiClient, ApiResult } from '@lotto/api-client';

type CallOptions = NonNullable<Parameters<ApiClient['call']>[1]>;
import type { GameItemWire } from '../server-data/game-item';

const WORDS = ['Fortune', 'Golden', 'Lucky', 'Dragon', 'Wild', 'Royal'];
const THEMES = ['Tiger', 'Gems', 'Riches', 'Empire', 'Party', 'Fruits', 'Bonanza', 'Treasure', 'Phoenix', 'Koi'];

/** A vendor's games in the platform's list shape: 60 slots, a trial on every third, names that search well. */
export const SAMPLE_GAMES: GameItemWire[] = Array.from({ length: WORDS.length * THEMES.length }, (_, index) => ({
  nodeId: 10_001 + index,
  gameName: `${WORDS[index % WORDS.length]} ${THEMES[Math.floor(index / WORDS.length)]}`,
  vassalage: 'JILI',
  gameType: 'RNG',
  iconUrl: `gameicon/JILI/JILI_${String(index + 1).padStart(3, '0')}.svg`,
  gameCode: `JILI_${String(index + 1).padStart(3, '0')}`,
  ...(index % 3 === 0 ? { gameId: 20_001 + index } : {}),
}));

const ok = (value: unknown): ApiResult => ({ success: true, status: 200, value });

/** `GCSGAME_gameList` over these games, as the platform pages and searches them (`pageNo`, `pageSize`, `gameName`). */
export function gameListAnswer(games: readonly GameItemWire[] = SAMPLE_GAMES) {
  return (_body: unknown, { query = {} }: CallOptions): ApiResult => {
    const search = String(query.gameName ?? '').toLowerCase();
    const size = Number(query.pageSize) || 24;
    const page = Number(query.pageNo) || 1;
    const matching = games.filter((game) => String(game.gameName).toLowerCase().includes(search));
    return ok({
      games: matching.slice((page - 1) * size, page * size),
      totalPages: Math.ceil(matching.length / size),
      totalCount: matching.length,
    });
  };
}

/** The winners board's answer: rows under `vo`, by amount. */
export const SAMPLE_WINNERS = [268_450, 152_300.5, 98_760, 75_120, 51_880.25, 42_600, 33_150].map((winAmount, index) => ({
  vo: {
    customerName: ['pl***01', 'ma***88', 'jo***ny', 'an***23', 'li***ng', 'ro***07', 'ka***la'][index],
    winAmount,
    gameName: SAMPLE_GAMES[index]?.gameName,
    iconUrl: SAMPLE_GAMES[index]?.iconUrl,
    nodeId: SAMPLE_GAMES[index]?.nodeId,
    gameType: 'RNG',
    vendor: 'JILI',
    gameCode: SAMPLE_GAMES[index]?.gameCode,
  },
}));

export { ok as okAnswer };
