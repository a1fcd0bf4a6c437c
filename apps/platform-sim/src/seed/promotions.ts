import type { PromotionSeed } from './types';

/** Where the simulator serves a promotion's picture (serving/promotion-art.ts draws it from its motif). */
function promotionImage(merchant: string, motif: PromotionMotif): string {
  return `/sim-assets/${merchant}/promotions/${motif}.svg`;
}

/** The pictures the simulator can draw, one per kind of promotion. */
export const PROMOTION_MOTIFS = [
  'gift',
  'coins',
  'calendar',
  'phone',
  'slots',
  'lifebuoy',
  'trophy',
  'crown',
  'cards',
  'confetti',
] as const;
export type PromotionMotif = (typeof PROMOTION_MOTIFS)[number];

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const YEAR_END = START + 365 * DAY_MS;

const images = (merchant: string, ...motifs: PromotionMotif[]) =>
  motifs.map((motif, index) => ({ sequence: index + 1, url: promotionImage(merchant, motif) }));

/**
 * demo's promotions (the PR list): most categories of the client's tab list, one without a
 * category (counted as other), each go-to type the app routes, pictures in sequence, HTML content
 * with links inside and outside the app, and the VIP rules (`player_rank_rules`).
 */
export const DEMO_PROMOTIONS: readonly PromotionSeed[] = [
  {
    id: 101,
    title: 'Welcome bonus 100%',
    category: 'new_player',
    promotionType: 'REGISTER',
    announcementImages: images('demo', 'gift', 'confetti'),
    startDate: START,
    endDate: YEAR_END,
    content:
      '<p>Your first deposit is matched <b>100%</b>, up to ₱1,000.</p>' +
      '<ul><li>Deposit at least ₱100</li><li>Bet the bonus 10 times within 30 days</li></ul>' +
      '<p>Finish the <a href="/m/activity/noviceTask">new player tasks</a> for more, or read the <a href="https://partner.example.com/rules">full terms</a>.</p>',
  },
  {
    id: 102,
    title: 'Get the app',
    category: 'app_download',
    promotionType: 'APP_DOWNLOAD',
    announcementImages: images('demo', 'phone'),
    startDate: START,
    endDate: YEAR_END,
    content: '<p>Install the app and receive <b>₱20</b> once you log in from it.</p>',
  },
  {
    id: 103,
    title: 'Daily check-in',
    promotionType: 'LOGIN',
    announcementImages: images('demo', 'calendar'),
    startDate: START,
    endDate: YEAR_END,
    content: '<p>Check in every day for a growing reward; day 7 pays <b>₱20</b>.</p>',
  },
  {
    id: 104,
    title: 'Weekly deposit bonus',
    category: 'deposit_promo',
    promotionType: 'DEPOSIT',
    announcementImages: images('demo', 'coins'),
    startDate: Date.UTC(2026, 5, 1),
    endDate: Date.UTC(2026, 11, 31),
    content: '<p>Deposit this week and get <b>10%</b> back as a voucher.</p><ul><li>Minimum ₱100</li><li>Up to ₱5,000</li></ul>',
  },
  {
    id: 105,
    title: 'Slots cashback 5%',
    category: 'rng_promo',
    announcementImages: images('demo', 'slots'),
    startDate: START,
    endDate: YEAR_END,
    content: '<p>Every Monday, 5% of last week’s slot losses come back to you.</p>',
  },
  {
    id: 106,
    title: 'Rescue fund',
    category: 'rebate_promo',
    promotionType: 'SAVIOR',
    announcementImages: images('demo', 'lifebuoy'),
    startDate: START,
    endDate: YEAR_END,
    content: '<p>A bad day? Lose ₱500 or more and claim up to ₱50 to play on.</p>',
  },
  {
    id: 107,
    title: 'Monthly mission leaderboard',
    category: 'other_promo',
    promotionType: 'MISSION',
    announcementImages: images('demo', 'trophy'),
    startDate: START,
    endDate: YEAR_END,
    content: '<p>Finish missions, climb the board, and the top 10 share <b>₱50,000</b>.</p>',
  },
  {
    id: 108,
    title: 'VIP club rules',
    category: 'player_rank_rules',
    announcementImages: images('demo', 'crown'),
    startDate: START,
    endDate: YEAR_END,
    content:
      '<p>Levels rise with your turnover and are reviewed monthly.</p>' +
      '<ol><li><b>Bronze</b>: welcome level</li><li><b>Silver</b>: ₱20,000 turnover in a month</li><li><b>Gold</b>: ₱100,000 in total</li></ol>',
  },
  {
    id: 109,
    title: 'Live casino weekend',
    category: 'live_promo',
    announcementImages: images('demo', 'cards', 'coins'),
    startDate: START,
    endDate: YEAR_END,
    content: '<p>Play live tables on Saturday and Sunday for double points.</p>',
  },
];
