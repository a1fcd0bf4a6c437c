import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { registerAutoUsername, registerByFirebase, registerByMobile, registerByUsername } from './registration';

describe('the register calls follow the call table of spec 000 §7', () => {
  // What the test client records: the caller's options over the call registry's row.
  const cases: Array<[string, (api: ApiClient) => Promise<unknown>, string, Record<string, unknown>]> = [
    ['register', (api) => registerByUsername(api, {}), '/wps/member/register', { method: 'PUT', encrypted: true, auth: false }],
    ['register mobile', (api) => registerByMobile(api, {}), '/wps/member/register/mobile', { method: 'PUT', encrypted: true, auth: false }],
    ['register auto', (api) => registerAutoUsername(api, {}), '/wps/member/register/autoUsername', { method: 'PUT' }],
    ['register firebase', (api) => registerByFirebase(api, {}), '/wps/member/register/firebase', { method: 'PUT' }],
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
    await registerAutoUsername(api, {});
    const { calls } = api;
    expect(calls[0]?.options.encrypted).toBeUndefined();
  });
});
