import { describe, expect, it } from 'vitest';
import type { CallRule } from './calls';
import type { ApiClient, CallOptions } from './client';
import * as session from './endpoints-session';
import { cannedApi } from './testing';

describe('the session endpoints follow the call table of spec 000', () => {
  // What the test client records: the caller's options over the call registry's row.
  const cases: Array<[string, (api: ApiClient) => Promise<unknown>, string, Partial<CallOptions & CallRule>]> = [
    ['register', (api) => session.registerByUsername(api, {}), '/wps/member/register', { method: 'PUT', encrypted: true, auth: false }],
    [
      'register mobile',
      (api) => session.registerByMobile(api, {}),
      '/wps/member/register/mobile',
      { method: 'PUT', encrypted: true, auth: false },
    ],
    ['register auto', (api) => session.registerAutoUsername(api, {}), '/wps/member/register/autoUsername', { method: 'PUT' }],
    ['register firebase', (api) => session.registerByFirebase(api, {}), '/wps/member/register/firebase', { method: 'PUT' }],
  ];

  it.each(cases)('%s', async (_, run, path, options) => {
    const api = cannedApi();
    await run(api);
    const { calls } = api;
    expect(calls[0]?.path).toBe(path);
    expect(calls[0]?.options).toMatchObject(options);
  });

  it('never encrypts the auto-username registration', async () => {
    const api = cannedApi();
    await session.registerAutoUsername(api, {});
    const { calls } = api;
    expect(calls[0]?.options.encrypted).toBeUndefined();
  });
});
