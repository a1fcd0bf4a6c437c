/**
 * The reward centre's data (issue 28): the promotion programmes a merchant runs beyond its
 * `promotions` switches, its daily check-in, and each member's rewards waiting in "My rewards".
 * The shapes the app reads are the platform's where they were seen (docs/platform-calls.md,
 * Promotions and rewards); what is ours is said beside it.
 */

/** A reward waiting to be claimed. Expiries are relative to the moment the member's rewards are first read after a reset. */
export interface ClaimSeed {
  rewardId: number;
  eventName: string;
  promotionType: string;
  rewardAmount?: number;
  rewardPoint?: number;
  ticketName?: string;
  remark?: string;
  /** ms from then; negative: already expired; null: permanent. */
  expiresIn: number | null;
}

/** A check-in day: its reward and the conditions (deposit, valid bet) met before it can be claimed. */
export interface CheckInDaySeed {
  id: number;
  dayCount: number;
  amount: number;
  pointAmount: number;
  ticket?: string;
  depositAmount: number;
  validBetAmount: number;
}

export interface CheckInConfigSeed {
  configId: number;
  name: string;
  /** 'C': days numbered in a row (the only type seen). */
  type: 'C';
  /** HTML rules. */
  description: string;
  days: readonly CheckInDaySeed[];
}

export interface MerchantRewardsSeed {
  /** Promotion types run besides REFERRAL and APP_DOWNLOAD (the merchant's `promotions`); LOGIN runs where there is a check-in. */
  programmes: readonly string[];
  checkIn: readonly CheckInConfigSeed[];
}

/** A member's place in one check-in programme: which day is today, which days are claimed. */
interface CheckInProgressSeed {
  today: number;
  claimedDays: readonly number[];
}

export interface MemberRewardsSeed {
  claims: readonly ClaimSeed[];
  /** Ours: a member whose mobile number is not verified is refused claims (`prom.claim.req.field`) and check-ins (`required_member_information_incomplete`). */
  mobileVerified: boolean;
  /** What the member has deposited and validly bet today, for the check-in's conditions. */
  deposit: number;
  validBet: number;
  /** By configId; a programme not named starts at day 1, nothing claimed. */
  checkIn: Readonly<Record<number, CheckInProgressSeed>>;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const day = (dayCount: number, amount: number, extra: Partial<CheckInDaySeed> = {}): CheckInDaySeed => ({
  id: 1000 + dayCount,
  dayCount,
  amount,
  pointAmount: 0,
  depositAmount: 0,
  validBetAmount: 0,
  ...extra,
});

const DEMO_CHECK_IN: readonly CheckInConfigSeed[] = [
  {
    configId: 1,
    name: 'Daily check-in',
    type: 'C',
    description:
      '<p>Check in once a day, seven days in a row. A missed day is lost, and the row goes on.</p>' +
      '<ul><li>Some days ask for a deposit or a valid bet first</li><li>Bonuses are credited to your wallet at once</li></ul>',
    days: [
      day(1, 1),
      day(2, 2),
      day(3, 3, { depositAmount: 100 }),
      day(4, 0, { pointAmount: 50 }),
      day(5, 5, { validBetAmount: 500 }),
      day(6, 0, { ticket: 'Lucky draw ticket' }),
      day(7, 20, { pointAmount: 100, depositAmount: 200, validBetAmount: 1000 }),
    ],
  },
  {
    configId: 2,
    name: 'Weekend check-in',
    type: 'C',
    description: '<p>Saturday and Sunday only: check in both days for points.</p>',
    days: [
      { ...day(1, 0, { pointAmount: 20 }), id: 2001 },
      { ...day(2, 10, { pointAmount: 30 }), id: 2002 },
    ],
  },
];

export const MERCHANT_REWARDS: Readonly<Record<string, MerchantRewardsSeed>> = {
  demo: { programmes: ['NOVICE_TASK', 'RESCUE_FUND', 'MISSION', 'DEPOSIT'], checkIn: DEMO_CHECK_IN },
  // demo2 has no reward centre (REWCEN3 off): nothing runs.
  demo2: { programmes: [], checkIn: [] },
};

/** player01's rewards: money, points, a ticket; counting down, permanent and expired. */
const PLAYER_CLAIMS: readonly ClaimSeed[] = [
  { rewardId: 5001, eventName: 'Weekly deposit bonus', promotionType: 'DEPOSIT', rewardAmount: 50, expiresIn: 2 * DAY_MS + 3 * HOUR_MS },
  { rewardId: 5002, eventName: 'Mission: 20 spins', promotionType: 'MISSION', rewardAmount: 10, rewardPoint: 200, expiresIn: HOUR_MS },
  { rewardId: 5003, eventName: 'Lucky draw', promotionType: 'RAFFLE', ticketName: 'Lucky draw ticket', expiresIn: null },
  { rewardId: 5004, eventName: 'New player: first bet', promotionType: 'NEW_REGISTER', rewardAmount: 5, expiresIn: 6 * DAY_MS },
  {
    rewardId: 5005,
    eventName: 'Monthly rank salary',
    promotionType: 'RANK_SALARY',
    rewardAmount: 30,
    remark: 'For reaching Gold',
    expiresIn: null,
  },
  { rewardId: 5006, eventName: 'Deposit cashback', promotionType: 'DEPOSIT_BET_BONUS', rewardAmount: 20, expiresIn: -DAY_MS },
];

const DEFAULT_MEMBER_REWARDS: MemberRewardsSeed = { claims: [], mobileVerified: true, deposit: 0, validBet: 0, checkIn: {} };

/** Members with rewards of their own, by merchant and username; everyone else has none yet. */
const MEMBER_REWARDS: Readonly<Record<string, Partial<MemberRewardsSeed>>> = {
  'demo/player01': { claims: PLAYER_CLAIMS, deposit: 20, validBet: 120, checkIn: { 1: { today: 2, claimedDays: [1] } } },
  'demo/agent01': {
    claims: [{ rewardId: 5101, eventName: 'Agent bonus', promotionType: 'MANUAL', rewardAmount: 15, expiresIn: 3 * DAY_MS }],
  },
  'demo/unverified01': {
    mobileVerified: false,
    claims: [{ rewardId: 5201, eventName: 'Welcome reward', promotionType: 'NEW_REGISTER', rewardAmount: 8, expiresIn: 5 * DAY_MS }],
    checkIn: { 1: { today: 1, claimedDays: [] } },
  },
};

export function memberRewardsSeed(merchant: string, username: string): MemberRewardsSeed {
  return { ...DEFAULT_MEMBER_REWARDS, ...MEMBER_REWARDS[`${merchant}/${username}`] };
}
