import { WALLET_BALANCE_TAG } from '@lotto/app-core/server-data';
import { AVAILABLE_PROMOTIONS_TAG, CHECK_IN_TAG, promotionsApi } from './tags';

/**
 * The daily check-in (the `LOGIN` promotion, docs/platform-calls.md, Daily check-in). The platform's
 * live page was seen using three services (the configurations, one configuration, the claim) and
 * their fields; the relay names below come only from a copy of the site and are UNCONFIRMED: they
 * are kept in this one file, marked ours in the call registry and the simulator's README. The
 * configurations and one configuration share the read (with and without `configId`): ours.
 */
const CHECK_IN_READ_PATH = '/wps/relay/MCSFE_getLoginPromotion';
const CHECK_IN_CLAIM_PATH = '/wps/relay/MCSFE_claimLoginPromotion';

/** One check-in programme: its days are numbered (`type` 'C') and its rules are HTML. */
export interface CheckInConfig {
  configId: number | string;
  name: string;
  type?: string | null;
  description?: string | null;
}

interface CheckInConfigs {
  configs: CheckInConfig[];
  /** False: the member may not check in now (the days still show). */
  allowCheckIn: boolean;
}

/** A day of a programme, with its reward and the conditions to claim it. */
export interface CheckInDay {
  id: number | string;
  dayCount: number;
  amount?: number | string | null;
  pointAmount?: number | string | null;
  ticket?: string | null;
  isToday?: boolean | string | null;
  hasClaimed?: boolean | string | null;
  isClaimedToday?: string | null;
  /** What must be deposited, and bet, before the day can be claimed; 0 or absent: nothing. */
  depositAmount?: number | string | null;
  validBetAmount?: number | string | null;
}

interface CheckInProgramme {
  days: CheckInDay[];
  footer: {
    dayCountClaimed?: number | null;
    totalClaimedAmount?: number | string | null;
    totalClaimedPointAmount?: number | string | null;
  };
}

const listOf = (value: unknown, ...keys: string[]): unknown[] => {
  if (Array.isArray(value)) return value;
  for (const key of keys) {
    const list = (value as Record<string, unknown> | null)?.[key];
    if (Array.isArray(list)) return list;
  }
  return [];
};

function readConfigs(value: unknown): CheckInConfigs {
  const configs = listOf(value, 'list', 'configs').filter(
    (item): item is CheckInConfig => typeof item === 'object' && item !== null && 'configId' in item,
  );
  const allow = (value as { allowCheckIn?: unknown } | null)?.allowCheckIn;
  return { configs, allowCheckIn: allow !== false && allow !== 'N' };
}

function readProgramme(value: unknown): CheckInProgramme {
  const days = listOf(value, 'list').filter((item): item is CheckInDay => typeof item === 'object' && item !== null && 'id' in item);
  const footer = (value as { footer?: CheckInProgramme['footer'] } | null)?.footer ?? {};
  return { days: [...days].sort((a, b) => Number(a.dayCount) - Number(b.dayCount)), footer };
}

/** Each read takes the session's token as its cache key (a member's resource); a claim invalidates them. */
const checkInApi = promotionsApi.injectEndpoints({
  endpoints: (build) => ({
    checkInConfigs: build.query<CheckInConfigs, string>({
      query: () => ({ path: CHECK_IN_READ_PATH, alert: false }),
      transformResponse: readConfigs,
      keepUnusedDataFor: 0,
      providesTags: [CHECK_IN_TAG],
    }),
    checkInProgramme: build.query<CheckInProgramme, { token: string; configId: number | string }>({
      query: ({ configId }) => ({ path: CHECK_IN_READ_PATH, query: { configId }, alert: false }),
      transformResponse: readProgramme,
      keepUnusedDataFor: 0,
      providesTags: [CHECK_IN_TAG],
    }),
    /** Silent: the page explains each refusal (a condition not met, missing account details) with a way on. */
    claimCheckIn: build.mutation<unknown, { promotionConfigDetailId: number | string }>({
      query: (body) => ({ path: CHECK_IN_CLAIM_PATH, method: 'POST', json: body, alert: false }),
      invalidatesTags: [CHECK_IN_TAG, AVAILABLE_PROMOTIONS_TAG, WALLET_BALANCE_TAG],
    }),
  }),
});

export const { useCheckInConfigsQuery, useCheckInProgrammeQuery, useClaimCheckInMutation } = checkInApi;
