import type { Lane } from '../server-data/game-lanes';

/** A few lanes in the platform's shape, for tests and stories: a lottery pair, slots with a trial and a vendor with its own games, live casino. */
export const SAMPLE_LANES: Lane[] = [
  {
    title: 'VIETNAM_LOTTO',
    gameCount: 18,
    cards: [{ accountTypeName: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', icon: 'games/TCG_LOTTO_VN.svg', gameCode: 'VN_MB' }],
  },
  {
    title: 'RNG',
    gameCount: 180,
    cards: [
      { accountTypeName: 'PG', displayName: 'PG Soft', icon: 'games/PG.svg', gameCode: 'PG_MAIN', gameId: 9101, nodeId: 101 },
      { accountTypeName: 'RNG', displayName: 'TCG Slots', icon: 'games/RNG.svg' },
      // A vendor with games of its own: its tile opens its page.
      { accountTypeName: 'JILI', displayName: 'JILI Slots', icon: 'games/JILI.svg', gameCode: 'JILI_MAIN', nodeId: 104, gameCount: 120 },
    ],
  },
  {
    title: 'LOTT',
    gameCount: 24,
    cards: [
      {
        accountTypeName: 'TCG_LOTTO',
        displayName: 'TCG Lottery',
        icon: 'games/TCG_LOTTO.svg',
        gameCode: 'TCG_LOTTO_5D',
        prizeMode: 'Higher',
      },
    ],
  },
  {
    title: 'LIVE',
    gameCount: 52,
    cards: [
      { accountTypeName: 'EVO', displayName: 'Evolution', icon: 'games/EVO.svg' },
      { accountTypeName: 'SEXY', displayName: 'AE Sexy', icon: 'games/SEXY.svg' },
    ],
  },
];
