import { describe, expect, it } from 'vitest';
import { cannedApi, UNANSWERED } from './canned-api';

describe('the canned platform client', () => {
  it('answers a path from its table and records the call with its body', async () => {
    const api = cannedApi({ '/wps/member/info': { success: true, status: 200, value: { type: 0 } } });
    await expect(api.call('/wps/member/info', { auth: true })).resolves.toEqual({ success: true, status: 200, value: { type: 0 } });
    expect(api.calls).toEqual([{ path: '/wps/member/info', body: undefined, options: { auth: true } }]);
  });

  it('hands a function answer the body, then the options', async () => {
    const api = cannedApi({
      '/wps/member/register': (body, options) => ({ success: true, status: 200, value: { body, method: options.method } }),
    });
    const result = await api.call('/wps/member/register', { method: 'PUT', json: { username: 'newbie01' } });
    expect(result.value).toEqual({ body: { username: 'newbie01' }, method: 'PUT' });
    expect(api.calls[0]?.body).toEqual({ username: 'newbie01' });
  });

  it('waits for an answer that is a promise', async () => {
    const api = cannedApi({ '/wps/system/test/ping': async () => ({ success: true, status: 200, value: 'pong' }) });
    await expect(api.call('/wps/system/test/ping')).resolves.toMatchObject({ value: 'pong' });
  });

  it('answers a path it was not given with a not-found failure, and still records it', async () => {
    const api = cannedApi();
    await expect(api.call('/wps/unknown')).resolves.toEqual(UNANSWERED);
    expect(api.calls.map((call) => call.path)).toEqual(['/wps/unknown']);
  });
});
