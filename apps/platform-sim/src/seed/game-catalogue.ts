import { JILI_GAME_COUNT, KY_GAME_COUNT, type SeedCard, type SeedLane } from './games';

/**
 * Every game a merchant offers, as `GCSGAME_gameList`, the hot games, the winners board, the
 * favourites and the recently played answer them (docs/platform-calls.md, Games): one game per lane
 * card (the vendor's main game), and for a card with a `gameCount` (ours)
 * that many games of the vendor's own, drawn here with names that search well ("Dragon …",
 * "Golden …") and an icon each.
 */
export interface SeedGame {
  nodeId: number;
  /** Ours: the code the launch call takes (`gameCode`); the platform's list items were seen without one. */
  gameCode: string;
  gameName: string;
  /** The vendor code, as the platform's list items name it. */
  vassalage: string;
  gameType: string;
  /** A path under the merchant's image CDN: every game has an icon of its own, apart from its vendor's logo. */
  iconUrl: string;
  /** Ours, as on a lane card: the game offers a free trial. */
  gameId?: number;
  /** A lottery's prize mode, copied from its card (ours). */
  prizeMode?: string;
}

/** A game's own icon, under the image CDN (serving/game-art.ts draws it); vendor logos stay `games/{vendor}.svg`. */
function gameIconPath(vendor: string, gameCode: string): string {
  return `gameicon/${vendor}/${gameCode}.svg`;
}

const SLOT_WORDS = ['Fortune', 'Golden', 'Lucky', 'Mega', 'Dragon', 'Wild', 'Super', 'Royal', 'Magic', 'Crazy', 'Jungle', 'Ocean'];
const SLOT_THEMES = [
  'Tiger',
  'Gems',
  'Riches',
  'Empire',
  'Party',
  'Fruits',
  'Bonanza',
  'Treasure',
  'Phoenix',
  'Koi',
  'Panda',
  'Rush',
  'Queen',
  'Buffalo',
  'Sevens',
];
const TABLE_GAMES = [
  'Texas Hold’em',
  'Blackjack',
  'Baccarat',
  'Niu Niu',
  'Dragon Tiger',
  'Teen Patti',
  'Rummy',
  'Mahjong',
  'Sic Bo',
  'Fan Tan',
];
const TABLE_STYLES = ['', ' Speed', ' VIP'];

/** Every third slot, and every fifth table game, offers a free trial. */
const SLOT_TRIAL_EVERY = 3;
const TABLE_TRIAL_EVERY = 5;

interface VendorGames {
  count: number;
  /** The i-th game's name: the words cycle first, so a page of 24 is varied and a word finds a dozen or so. */
  name: (index: number) => string;
  trialEvery: number;
  /** Node ids and trial ids start here. */
  firstNodeId: number;
  firstTrialId: number;
}

/** The vendors with games of their own, by vendor code. */
const VENDOR_GAMES: Readonly<Record<string, VendorGames>> = {
  JILI: {
    count: JILI_GAME_COUNT,
    name: (index) => `${SLOT_WORDS[index % SLOT_WORDS.length]} ${SLOT_THEMES[Math.floor(index / SLOT_WORDS.length) % SLOT_THEMES.length]}`,
    trialEvery: SLOT_TRIAL_EVERY,
    firstNodeId: 10_001,
    firstTrialId: 20_001,
  },
  KY: {
    count: KY_GAME_COUNT,
    name: (index) =>
      `${TABLE_GAMES[index % TABLE_GAMES.length]}${TABLE_STYLES[Math.floor(index / TABLE_GAMES.length) % TABLE_STYLES.length]}`,
    trialEvery: TABLE_TRIAL_EVERY,
    firstNodeId: 11_001,
    firstTrialId: 21_001,
  },
};

function vendorOf(card: SeedCard): string {
  return (card.accountTypeName ?? card.vassalage ?? '').toUpperCase();
}

function cardGame(card: SeedCard): SeedGame {
  return {
    nodeId: card.nodeId,
    gameCode: card.gameCode,
    gameName: card.displayName,
    vassalage: vendorOf(card),
    gameType: card.gameType,
    iconUrl: gameIconPath(vendorOf(card), card.gameCode),
    ...(card.gameId === undefined ? {} : { gameId: card.gameId }),
    ...(card.prizeMode === undefined ? {} : { prizeMode: card.prizeMode }),
  };
}

function vendorGames(vendor: string, gameType: string, games: VendorGames): SeedGame[] {
  return Array.from({ length: games.count }, (_, index) => {
    const gameCode = `${vendor}_${String(index + 1).padStart(3, '0')}`;
    return {
      nodeId: games.firstNodeId + index,
      gameCode,
      gameName: games.name(index),
      vassalage: vendor,
      gameType,
      iconUrl: gameIconPath(vendor, gameCode),
      ...(index % games.trialEvery === 0 ? { gameId: games.firstTrialId + index } : {}),
    };
  });
}

/** The merchant's games from its lanes: each card's game, then the vendor games of cards that have a `gameCount`. */
export function catalogueOf(lanes: readonly SeedLane[]): SeedGame[] {
  const games = new Map<number, SeedGame>();
  for (const card of lanes.flatMap((lane) => lane.cards)) {
    const vendor = vendorOf(card);
    const own = VENDOR_GAMES[vendor];
    if (card.gameCount !== undefined && own !== undefined) {
      for (const game of vendorGames(vendor, card.gameType, own)) games.set(game.nodeId, game);
    } else if (!games.has(card.nodeId)) {
      games.set(card.nodeId, cardGame(card));
    }
  }
  return [...games.values()];
}

/** The hot games (`GCSGAME_hotGamesV2`), by node id, in the order shown; ids missing from a catalogue are skipped. */
export const HOT_GAME_IDS: readonly number[] = [10_005, 10_002, 101, 10_017, 201, 11_005, 10_041, 102, 301, 10_013];

/** A winners board row as the simulator keeps it; the answer adds the game's fields. */
export interface WinnerSeed {
  /** Masked as the platform masks it. */
  customerName: string;
  winAmount: number;
  nodeId: number;
}

const WINNER_NAMES = ['pl***01', 'ma***88', 'jo***ny', 'an***23', 'li***ng', 'ro***07', 'ka***la', 'be***99', 'ch***en', 'da***vi'];
/** Big enough to look like a jackpot at the top, small near the bottom. */
const WINNER_AMOUNTS = [
  268_450, 152_300.5, 98_760, 75_120, 51_880.25, 42_600, 33_150, 28_990, 21_430, 18_200, 12_650, 9_875.5, 7_340, 5_210, 3_980, 2_760, 1_940,
  1_320, 880, 450,
];
const WINNER_GAMES = [10_005, 201, 10_017, 11_005, 101, 10_041, 102, 10_002, 301, 10_088];

/** Twenty rows for a merchant whose catalogue holds these games, sorted by amount (the platform's order). */
export function winnersOf(games: readonly SeedGame[]): WinnerSeed[] {
  const known = WINNER_GAMES.filter((nodeId) => games.some((game) => game.nodeId === nodeId));
  if (known.length === 0) return [];
  return WINNER_AMOUNTS.map((winAmount, index) => ({
    customerName: WINNER_NAMES[index % WINNER_NAMES.length] as string,
    winAmount,
    nodeId: known[index % known.length] as number,
  }));
}
