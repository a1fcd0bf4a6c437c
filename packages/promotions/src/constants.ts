/**
 * The promotion categories the platform's clients build their tabs from, in their order
 * (docs/platform-calls.md, Promotions and rewards): a tab shows only for a category present.
 */
export const PROMOTION_CATEGORIES = [
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Where a promotion without a category goes. */
export const OTHER_CATEGORY: PromotionCategory = 'other_promo';
/** The VIP rules are a promotion of this category: the platform has no rules call. */
export const VIP_RULES_CATEGORY: PromotionCategory = 'player_rank_rules';
/** The first tab, every promotion. */
export const ALL_TAB = 'all';

/** The image a promotion's card shows; the page shows them all, in sequence. */
export const CARD_IMAGE_SEQUENCE = 1;
/** A promotion image's size as the platform draws them (5:2), so the page keeps its place while it loads. */
export const PROMOTION_IMAGE_SIZE = { width: 750, height: 300 } as const;

/** The query that opens one promotion's own page on /m/activity. */
export const PROMOTION_ID_QUERY = 'id';

/** The promotion list is kept this long once nothing shows it: moving between its pages asks once. */
export const PROMOTIONS_KEEP_S = 300;

/** The claim list's promotion types ("My rewards"), as the platform's mobile page asks for them. */
export const CLAIM_PROMOTION_TYPES = [
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION',
  'NEW_REGISTER',
  'SIGNUP',
  'RANK_SALARY',
  'RANK_BOARD',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'DEPOSIT_COUNT',
  'DEPOSIT_BET_BONUS',
  'LUCKY_BET',
] as const;
/** The claim list's status of rewards issued and not yet claimed. */
export const ISSUED_STATUS = 'I';

/** A reward's countdown moves once a second; one timer drives every card on screen. */
export const COUNTDOWN_TICK_MS = 1_000;

/** The claim refusal for a missing account field, and the field that is the mobile number's verification. */
export const CLAIM_FIELD_REQUIRED = 'prom.claim.req.field';
export const MOBILE_NOT_VERIFIED = 'required.mobile_no_verified';

/** The daily check-in's refusals (docs/platform-calls.md, Daily check-in). */
export const CHECK_IN_REFUSALS = {
  deposit: 'claim_deposit_required',
  bet: 'claim_bet_required',
  depositAndBet: 'claim_deposit_and_bet_required',
  profile: 'required_member_information_incomplete',
} as const;

/** Member types that use the reward centre (spec 001 §3, §6); any other is told it has no permission. */
export const REWARD_MEMBER_TYPES: readonly number[] = [0, 1, 2];
