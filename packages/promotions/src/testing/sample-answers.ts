import type { ApiResult } from '@lotto/api-client';
import type { CannedAnswers } from '@lotto/api-client/testing';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A picture as the platform's CDN would serve one, inline so stories and tests need no server. */
function picture(from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/>` +
    `<circle cx="560" cy="150" r="90" fill="#fbbf24"/><circle cx="560" cy="150" r="60" fill="none" stroke="#b45309" stroke-width="10"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const START = Date.UTC(2026, 0, 1);
const END = Date.UTC(2026, 11, 31);

/** The PR list: several categories, one without (other), go-to types, pictures, contents, the VIP rules. */
const SAMPLE_PROMOTIONS = [
  {
    id: 101,
    title: 'Welcome bonus 100%',
    category: 'new_player',
    promotionType: 'REGISTER',
    announcementImages: [
      { sequence: 2, url: picture('#be185d', '#500724') },
      { sequence: 1, url: picture('#7c3aed', '#1e1b4b') },
    ],
    startDate: START,
    endDate: END,
    content: '<p>Your first deposit is matched <b>100%</b>.</p><p>See the <a href="/m/activity/noviceTask">new player tasks</a>.</p>',
  },
  {
    id: 104,
    title: 'Weekly deposit bonus',
    category: 'deposit_promo',
    promotionType: 'DEPOSIT',
    announcementImages: [{ sequence: 1, url: picture('#047857', '#022c22') }],
    startDate: START,
    endDate: END,
    content: '<p>Deposit this week and get <b>10%</b> back.</p>',
  },
  {
    id: 103,
    title: 'Daily check-in',
    promotionType: 'LOGIN',
    announcementImages: [{ sequence: 1, url: picture('#0369a1', '#0c4a6e') }],
    startDate: START,
    endDate: END,
  },
  {
    id: 105,
    title: 'Slots cashback 5%',
    category: 'rng_promo',
    announcementImages: [{ sequence: 1, url: picture('#b91c1c', '#450a0a') }],
    startDate: START,
    endDate: END,
  },
  {
    id: 108,
    title: 'VIP club rules',
    category: 'player_rank_rules',
    announcementImages: [{ sequence: 1, url: picture('#6d28d9', '#2e1065') }],
    startDate: START,
    endDate: END,
    content: '<ol><li><b>Bronze</b>: welcome level</li><li><b>Gold</b>: ₱100,000 in total</li></ol>',
  },
];

/** "My rewards", expiries counted from `now`: counting down, permanent, expired. */
export function sampleClaims(now: number) {
  return [
    {
      rewardId: 5001,
      eventName: 'Weekly deposit bonus',
      promotionType: 'DEPOSIT',
      rewardAmount: 50,
      rewardPoint: 0,
      expiry: now + 2 * DAY_MS + 3 * HOUR_MS,
      status: 'I',
    },
    {
      rewardId: 5002,
      eventName: 'Mission: 20 spins',
      promotionType: 'MISSION',
      rewardAmount: 10,
      rewardPoint: 200,
      expiry: now + HOUR_MS,
      status: 'I',
    },
    { rewardId: 5003, eventName: 'Lucky draw', promotionType: 'RAFFLE', ticketName: 'Lucky draw ticket', expiry: null, status: 'I' },
    {
      rewardId: 5006,
      eventName: 'Deposit cashback',
      promotionType: 'DEPOSIT_BET_BONUS',
      rewardAmount: 20,
      expiry: now - DAY_MS,
      status: 'I',
    },
  ];
}

const SAMPLE_AVAILABLE = {
  LOGIN: { enabled: true, count: 1 },
  NOVICE_TASK: { enabled: true, count: 1 },
  RESCUE_FUND: { enabled: true, count: 0 },
  MISSION: { enabled: true, count: 1 },
  DEPOSIT: { enabled: true, count: 2 },
  REFERRAL: { enabled: true, count: 1 },
  availablePromoCount: 6,
};

const SAMPLE_CHECK_IN_CONFIGS = {
  allowCheckIn: true,
  list: [
    { configId: 1, name: 'Daily check-in', type: 'C', description: '<p>Check in once a day, seven days in a row.</p>' },
    { configId: 2, name: 'Weekend check-in', type: 'C', description: '<p>Saturday and Sunday only.</p>' },
  ],
};

const SAMPLE_CHECK_IN_PROGRAMME = {
  footer: { dayCountClaimed: 1, totalClaimedAmount: 1, totalClaimedPointAmount: 0 },
  list: [
    { id: 1001, dayCount: 1, amount: 1, pointAmount: 0, isToday: false, hasClaimed: true, depositAmount: 0, validBetAmount: 0 },
    { id: 1002, dayCount: 2, amount: 2, pointAmount: 0, isToday: true, hasClaimed: false, depositAmount: 100, validBetAmount: 0 },
    { id: 1003, dayCount: 3, amount: 0, pointAmount: 50, isToday: false, hasClaimed: false, depositAmount: 0, validBetAmount: 500 },
    {
      id: 1004,
      dayCount: 4,
      amount: 0,
      pointAmount: 0,
      ticket: 'Lucky draw ticket',
      isToday: false,
      hasClaimed: false,
      depositAmount: 0,
      validBetAmount: 0,
    },
  ],
};

const SAMPLE_RANK_PROGRESS = {
  currentProgress: {
    completedConditions: 2,
    totalExpectedConditions: 4,
    monthlyTurnover: { actual: 12_500, expected: 20_000 },
    totalTurnover: { actual: 86_000, expected: 100_000 },
  },
  playerRankProgress: { labelId: 4, playerRankName: 'Gold' },
};

/** A gold member of type 0 with an AUTO label in its colours. */
export const SAMPLE_MEMBER = {
  type: 0,
  language: 'EN',
  account: 'player01',
  clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3, color: '#f5c542', color2: '#b8860b' },
};

export const SAMPLE_SESSION = { token: 'sample-token', userName: 'player01', type: 0 };

const ok = (value: unknown): ApiResult => ({ status: 200, success: true, value });

/** Every promotion call answered as the simulator answers player01. */
export function sampleAnswers(now = Date.now()): Record<string, ApiResult> {
  return {
    '/wps/relay/MCSFE_getListAnnouncements': ok({ promotion: SAMPLE_PROMOTIONS }),
    '/wps/relay/MCSFE_getAvailablePromotions': ok(SAMPLE_AVAILABLE),
    '/wps/relay/MCSFE_getMerchantAvailablePromotions': ok({ LOGIN: { enabled: true, count: 0 }, REFERRAL: { enabled: true, count: 1 } }),
    '/wps/relay/MCSFE_getClaimPromotion': ok(sampleClaims(now)),
    '/wps/relay/MCSFE_claimIssuedPromotion': ok({ claimedTickets: [{ rewardType: 'CASH', value: 50 }] }),
    '/wps/relay/MCSFE_getPlayerRankProgress': ok(SAMPLE_RANK_PROGRESS),
    '/wps/member/info': ok(SAMPLE_MEMBER),
  };
}

/** The check-in's read answers the programmes, or one programme with `configId`. */
export const checkInAnswer: CannedAnswers[string] = (_body, options) =>
  ok(options.query?.configId === undefined ? SAMPLE_CHECK_IN_CONFIGS : SAMPLE_CHECK_IN_PROGRAMME);
