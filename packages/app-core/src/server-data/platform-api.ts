import { createApi } from '@reduxjs/toolkit/query/react';
import { platformBaseQuery } from '@lotto/api-client/query';
import { WALLET_BALANCE_TAG } from './tags';

/**
 * The one RTK Query api every feature injects its resources into (one file per resource,
 * `platformApi.injectEndpoints`), so the store holds one cache and one middleware. It lives
 * behind `@lotto/app-core/server-data`, which only lazily loaded screens import: RTK Query
 * (about 16.5 KB gzip) arrives with the first feature that needs it, never on the first screen.
 */
export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: platformBaseQuery,
  tagTypes: [WALLET_BALANCE_TAG],
  endpoints: () => ({}),
});
