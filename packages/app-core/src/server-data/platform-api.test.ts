import { configureStore } from '@reduxjs/toolkit';
import { createApiClient } from '@lotto/api-client';
import { describe, expect, it, vi } from 'vitest';
import { platformApi } from './platform-api';

/** A resource as a feature writes one: injected into the one api, its query a path and call options. */
const exampleApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    availability: build.query<{ REFERRAL?: { enabled: boolean } }, void>({
      query: () => ({ path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', auth: false, alert: false }),
    }),
  }),
});

function storeWithServer(answer: () => Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return answer();
  });
  const api = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo', token: 'tok' }), fetch });
  const store = configureStore({
    reducer: { [platformApi.reducerPath]: platformApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }).concat(platformApi.middleware),
  });
  return { store, requests };
}

const answer = (value: unknown) => async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
};

describe('server data through RTK Query (api-client README, "Server data")', () => {
  it('shares one request among concurrent askers, and asks again on a refetch', async () => {
    const { store, requests } = storeWithServer(answer({ REFERRAL: { enabled: true } }));
    const asks = [1, 2, 3].map(() => store.dispatch(exampleApi.endpoints.availability.initiate()));
    const results = await Promise.all(asks.map((ask) => ask.unwrap()));
    expect(requests).toHaveLength(1);
    expect(results.map((result) => result.REFERRAL?.enabled)).toEqual([true, true, true]);
    await asks[0]!.refetch();
    expect(requests).toHaveLength(2);
  });

  it('goes through the platform client of the store, with its call options (no session here)', async () => {
    const { store, requests } = storeWithServer(answer({}));
    await store.dispatch(exampleApi.endpoints.availability.initiate()).unwrap();
    expect(new URL(requests[0]!.url).pathname).toBe('/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(requests[0]!.headers.get('Merchant')).toBe('demo');
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('reports a refusal with its status, as the error catalogue classified it', async () => {
    const { store } = storeWithServer(async () => new Response('', { status: 500 }));
    const result = await store.dispatch(exampleApi.endpoints.availability.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 500 });
  });
});
