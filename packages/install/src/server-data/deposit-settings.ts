import { skipToken } from '@reduxjs/toolkit/query/react';
import { platformApi, WHILE_VISIBLE } from '@lotto/app-core/server-data';
import { DEPOSIT_POLL_MS } from '../constants';

/**
 * What `MCSFE_getDepositSettings` answers: the platform was seen answering `allowDeposit`, the
 * count and `depositInfo`; `firstDeposit` 'Y' (a prior deposit) is spec 001 §3's.
 */
interface DepositSettings {
  totalDepositSuccessCount?: number;
  firstDeposit?: string;
  allowDeposit?: string;
}

/** The member's deposits, as both deposit rules read them. */
export interface Deposits {
  count: number;
  firstDeposit: boolean;
}

/**
 * `GET /wps/relay/MCSFE_getDepositSettings`, with the session; no module id recorded, so none is
 * sent; silent (its row in `CALLS`): it only decides whether a prompt shows, and a poll must not
 * raise alerts. The argument is the session's token: it is not sent (the client sends the
 * session's own), it keys the cache, so the next member never shares the last one's answer or
 * request, and the entry is dropped as soon as nobody reads it (logout).
 */
export const depositSettingsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    depositSettings: build.query<Deposits, string>({
      query: () => ({ path: '/wps/relay/MCSFE_getDepositSettings' }),
      transformResponse: (value: DepositSettings | null) => ({
        count: Number(value?.totalDepositSuccessCount ?? 0),
        firstDeposit: value?.firstDeposit === 'Y',
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

const POLLED = { pollingInterval: DEPOSIT_POLL_MS, ...WHILE_VISIBLE };
const ONCE = {};

/**
 * The session's deposits: asked once, or with `polled` every `DEPOSIT_POLL_MS` while the page is
 * visible (a hidden page asks nothing, a page shown again asks at once). A poll that starts with
 * an answer at hand asks first after one interval. No token (`null`): nothing is asked.
 */
export function useDepositSettings(token: string | null, polled: boolean): void {
  depositSettingsApi.useDepositSettingsQuery(token ?? skipToken, polled ? POLLED : ONCE);
}

/** The session's first answer is on its way: asked, neither answered nor failed yet. */
export function useFirstDepositsPending(token: string | null): boolean {
  return depositSettingsApi.endpoints.depositSettings.useQueryState(token ?? skipToken).isLoading;
}
