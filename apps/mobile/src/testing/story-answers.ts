import type { ApiResult, MemberInfo } from '@lotto/api-client';
import type { Banner } from '@lotto/popups/banners';
import type { CannedAnswers } from '@lotto/api-client/testing';
import { REWARD_CENTER_FLAG } from '@lotto/app-core';
import { SAMPLE_LANES } from '@lotto/games/testing';
import { BALANCE_ANSWERS } from '@lotto/wallet/testing';

/** The platform's paths the shell's first screen asks (main.tsx's boot, home's banners, a member's account). */
export const STORY_PATHS = {
  status: '/wps/system/status',
  banners: '/wps/relay/MCSFE_getListAnnouncements',
  promotions: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  memberInfo: '/wps/member/info',
  rankProgress: '/wps/relay/MCSFE_getPlayerRankProgress',
  gameLanes: '/wps/relay/GCSGAME_newGameVendor',
  balance: '/wps/v2/wallets/balance',
} as const;

const ok = <T>(value: T): ApiResult<T> => ({ success: true, value, status: 200 });

/** The platform's answer when it cannot be reached (status 0, no answer at all: docs/platform-calls.md, The answer envelope). */
export const UNREACHABLE: ApiResult<null> = { success: false, value: null, status: 0, errorCode: 'network' };

/** A call that never answers: the loading states. */
export const NEVER = () => new Promise<ApiResult>(() => undefined);

/** Drawn in place, as the simulator draws its banner images from their titles: stories run without it. */
function drawn(title: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect width="750" height="300" fill="${colour}"/>` +
    `<text x="50%" y="50%" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle" dominant-baseline="middle">${title}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The demo merchant's home banners (the simulator's seed, apps/platform-sim/src/seed/announcements.ts). */
export const HOME_BANNERS: Banner[] = [
  {
    bannerId: 11,
    groupName: 'home',
    title: 'Welcome bonus 100%',
    url: drawn('Welcome bonus 100%', '#b3261e'),
    linkageType: 'P',
    linkage: '101',
  },
  {
    bannerId: 12,
    groupName: 'home',
    title: 'Vietnam lottery draws daily',
    url: drawn('Vietnam lottery draws daily', '#1d4ed8'),
    linkageType: 'G',
    linkage: 'VNHANOI',
    gameType: 'LOTT',
  },
  {
    bannerId: 13,
    groupName: 'home',
    title: 'Partner news',
    url: drawn('Partner news', '#15803d'),
    linkageType: 'URL',
    linkage: 'partner.example.com/news?from=banner',
  },
  {
    bannerId: 14,
    groupName: 'home',
    title: 'Invite friends',
    url: drawn('Invite friends', '#7c3aed'),
    linkageType: 'URL',
    linkage: '/m/inviteFriends',
  },
];

/** The banner list answer: every group at once, as `listBanners` gets it. */
export function bannersAnswer(banners: Banner[]): ApiResult {
  return ok({ banners });
}

/** The demo merchant's status answer: settings ready, the reward centre and the chat on, customer service listed. */
export function statusAnswer({ customerService = true, chat = true } = {}): ApiResult {
  return ok({
    maintenance: false,
    regionRestriction: false,
    info: {
      whitelabel: [
        { modId: REWARD_CENTER_FLAG, enabled: '1' },
        { modId: 'chat', enabled: chat ? '1' : '0' },
      ],
      customerService: customerService ? [{ csType: 'LIVECHAT', csPosition: 1, path: '/sim-chat/livechat', name: 'Live Chat' }] : [],
    },
  });
}

/** `MCSFE_getMerchantAvailablePromotions`: whether the REFERRAL promotion runs. */
export function promotionsAnswer(referral: boolean): ApiResult {
  return ok({ APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: referral, count: referral ? 1 : 0 } });
}

/** The simulator's club labels: Bronze (VIP, level 1) and Gold (AUTO, level 3, whose benefits page the app links to). */
export const BRONZE = { labelName: 'Bronze', type: 'VIP', rankLevel: 1, color: '#c98a5a', color2: '#8d5a35' };
const GOLD = { labelName: 'Gold', type: 'AUTO', rankLevel: 3, color: '#f7d774', color2: '#d4a017' };

/** `/wps/member/info` for the demo merchant's player01 (type 0, Gold); `type` 1 makes it agent01. */
export function memberAnswer({
  type = 0,
  clubLabel = GOLD,
  account = 'player01',
}: { type?: number; clubLabel?: MemberInfo['clubLabel']; account?: string } = {}): ApiResult {
  return ok({
    type,
    language: 'EN',
    clubLabel,
    nickname: account.replace(/\d+$/, '').replace(/^./, (first) => first.toUpperCase()),
    account,
    regDate: Date.UTC(2024, 0, 15, 8, 30),
    mobile: '+63 9170****01',
    referralCode: 'R1001',
  });
}

/** `MCSFE_getPlayerRankProgress`: completed over expected conditions towards `labelId`; no label id at the top level. */
export function rankAnswer(completed: number, expected: number, labelId: number | null): ApiResult {
  return ok({ currentProgress: { completedConditions: completed, totalExpectedConditions: expected }, playerRankProgress: { labelId } });
}

/** Home's answers for a visitor of the demo merchant: settings, the four banners, the referral promotion running, the game lanes. */
export const VISITOR_ANSWERS: CannedAnswers = {
  [STORY_PATHS.status]: statusAnswer(),
  [STORY_PATHS.gameLanes]: ok({ data: { lanes: SAMPLE_LANES } }),
  [STORY_PATHS.banners]: bannersAnswer(HOME_BANNERS),
  [STORY_PATHS.promotions]: promotionsAnswer(true),
};

/** player01's: the visitor's, and the account (Gold) with two of four conditions done towards the next label, and ₱1,520.50. */
export const MEMBER_ANSWERS: CannedAnswers = {
  ...VISITOR_ANSWERS,
  [STORY_PATHS.memberInfo]: memberAnswer(),
  [STORY_PATHS.rankProgress]: rankAnswer(2, 4, 4),
  [STORY_PATHS.balance]: ok(BALANCE_ANSWERS.rows),
};
