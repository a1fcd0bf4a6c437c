/**
 * Game lanes of `GCSGAME_newGameVendor` (docs/platform-calls.md, Games). The lanes come in a
 * deliberately scrambled order and cover every rule of the client's vendor grouping (spec 001 §5,
 * §9): ELOTT with ELOTTO and SEA_LOTT behind it, LOTT with VIETNAM_LOTTO, RNG and PVP vendor codes
 * (shown as TCG), TLB beside BTI and beside a TCG entry (shown as 123BET) and alone (stays TLB),
 * and both spellings of the vendor code (`accountTypeName`, `vassalage`).
 *
 * Icons are paths under the merchant's image CDN (`/sim-assets/cdn/games/{vendor}.svg`).
 * `gameId` marks a game with a free trial; `prizeMode` is a lottery's `lottoPrizeMode`; `gameCount`
 * (ours) a vendor with a list of games of its own (seed/game-catalogue.ts draws them).
 */
export interface SeedCard {
  accountTypeName?: string;
  vassalage?: string;
  displayName: string;
  gameType: string;
  icon: string;
  gameCode: string;
  nodeId: number;
  gameId?: number;
  prizeMode?: string;
  /**
   * Ours: how many games the vendor has in this category, when more than one. The app opens such a
   * vendor's own page (its games from `GCSGAME_gameList`) instead of launching the card's game.
   */
  gameCount?: number;
}

export interface SeedLane {
  title: string;
  cards: SeedCard[];
  gameClassify: Array<{ displayName: string; key: string; gameCount: number; vendors: string[] }>;
  gameCount: number;
}

/** The slot vendor with a page of its own: enough games to page (24 a page) and search. */
export const JILI_GAME_COUNT = 180;
/** The card-game vendor with a page of its own: two pages. */
export const KY_GAME_COUNT = 30;

function card(code: string, displayName: string, gameType: string, nodeId: number, extra: Partial<SeedCard> = {}): SeedCard {
  return { accountTypeName: code, displayName, gameType, icon: `games/${code}.svg`, gameCode: `${code}_MAIN`, nodeId, ...extra };
}

function lane(
  title: string,
  cards: SeedCard[],
  gameCount: number,
  vendors: string[] = cards.map((c) => c.accountTypeName ?? c.vassalage ?? ''),
): SeedLane {
  return { title, cards, gameClassify: [{ displayName: title, key: title, gameCount, vendors }], gameCount };
}

export const DEMO_LANES: readonly SeedLane[] = [
  lane('LOTT', [card('TCG_LOTTO', 'TCG Lottery', 'LOTT', 701, { gameCode: 'TCG_LOTTO_5D', prizeMode: 'Higher' })], 24),
  lane(
    'RNG',
    [
      card('PG', 'PG Soft', 'RNG', 101, { gameId: 9101 }),
      card('RNG', 'TCG Slots', 'RNG', 102, { gameId: 9102 }),
      card('JDB', 'JDB', 'RNG', 103),
      card('JILI', 'JILI Slots', 'RNG', 104, { gameCount: JILI_GAME_COUNT }),
    ],
    JILI_GAME_COUNT + 3,
  ),
  lane('SEA_LOTT', [card('TCG_SEA', 'SEA Lottery', 'LOTT', 705, { gameCode: 'SEA_NORTH', prizeMode: 'Higher' })], 6),
  lane('LIVE', [card('EVO', 'Evolution', 'LIVE', 201), card('SEXY', 'AE Sexy', 'LIVE', 202)], 52),
  lane('ELOTT', [card('GW', 'GW Lotto', 'ELOTT', 601, { gameCode: 'GW_FAST3' })], 12),
  lane('VIETNAM_LOTTO', [card('TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT', 702, { gameCode: 'VN_MB', prizeMode: 'Higher' })], 18),
  lane('FISH', [card('JDB', 'JDB Fishing', 'FISH', 301, { gameId: 9301 }), card('TLB', 'TLB Fishing', 'FISH', 302)], 15, ['JDB']),
  lane('ELOTTO', [card('VR', 'VR Lottery', 'ELOTT', 602, { gameCode: 'VR_SPEED' })], 9),
  lane('SPORTS', [card('TLB', '123BET Sports', 'SPORTS', 401), card('SABA', 'SABA Sports', 'SPORTS', 402)], 3, ['BTI', 'SABA']),
  lane(
    'PVP',
    [card('PVP', 'TCG Cards', 'PVP', 501, { gameId: 9501 }), card('KY', 'KY Chess', 'PVP', 502, { gameCount: KY_GAME_COUNT })],
    40,
  ),
  lane('ESPORTS', [card('TLB', '123BET Esports', 'ESPORTS', 801)], 2, ['TCG_ESPORT']),
];

/** demo2 (a Vietnamese merchant) gets the other server spelling: `vassalage` for the vendor code. */
function vassalage(source: SeedCard): SeedCard {
  const { accountTypeName, ...rest } = source;
  return { ...rest, vassalage: accountTypeName ?? '' };
}

export const DEMO2_LANES: readonly SeedLane[] = [
  lane('SEA_LOTT', [vassalage(card('TCG_SEA', 'Xổ số SEA', 'LOTT', 705, { gameCode: 'SEA_SOUTH', prizeMode: 'Higher' }))], 6, ['TCG_SEA']),
  lane('VIETNAM_LOTTO', [vassalage(card('TCG_LOTTO_VN', 'Xổ số Việt Nam', 'LOTT', 702, { gameCode: 'VN_MB', prizeMode: 'Higher' }))], 18, [
    'TCG_LOTTO_VN',
  ]),
  lane('LOTT', [vassalage(card('TCG_LOTTO', 'TCG Lottery', 'LOTT', 701, { gameCode: 'TCG_LOTTO_5D', prizeMode: 'Higher' }))], 24, [
    'TCG_LOTTO',
  ]),
  lane('LIVE', [vassalage(card('EVO', 'Evolution', 'LIVE', 201))], 52, ['EVO']),
  lane('ELOTT', [vassalage(card('GW', 'GW Lotto', 'ELOTT', 601, { gameCode: 'GW_FAST3' }))], 12, ['GW']),
  // The remaining grouping rules, so this merchant's lobby exercises every one as demo's does.
  lane('PVP', [vassalage(card('PVP', 'TCG Bài', 'PVP', 501, { gameId: 9501 }))], 40, ['PVP']),
  lane('ELOTTO', [vassalage(card('VR', 'Xổ số VR', 'ELOTT', 602, { gameCode: 'VR_SPEED' }))], 9, ['VR']),
  lane(
    'RNG',
    [
      vassalage(card('RNG', 'TCG Slots', 'RNG', 102, { gameId: 9102 })),
      vassalage(card('PG', 'PG Soft', 'RNG', 101)),
      vassalage(card('JILI', 'JILI Slots', 'RNG', 104, { gameCount: JILI_GAME_COUNT })),
    ],
    JILI_GAME_COUNT + 2,
    ['RNG', 'PG', 'JILI'],
  ),
  lane('SPORTS', [vassalage(card('TLB', '123BET Thể thao', 'SPORTS', 401))], 3, ['BTI', 'TLB']),
  lane('ESPORTS', [vassalage(card('TLB', '123BET Thể thao điện tử', 'ESPORTS', 801))], 2, ['TCG_ESPORT']),
  lane('FISH', [vassalage(card('TLB', 'TLB Bắn cá', 'FISH', 302))], 15, ['TLB']),
];

/** The SEA lottery's vendor code, as the platform names it; only it launches in lottoMode SEA_Tradition_Mobile. */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
