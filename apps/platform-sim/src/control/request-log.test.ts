import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../state/request-log';
import { REQUEST_LOG_LIMIT } from '../state/request-log';
import { jsonOf, makeSim } from '../testing/test-helpers';

describe('the request log', () => {
  it('records each /wps request with its query and lower-cased headers', async () => {
    const { app } = makeSim();
    await app.request('/wps/system/status?device=MOBILE&track=abc', { headers: { Language: 'VI', Merchant: 'demo2' } });
    const [entry] = await jsonOf<LoggedRequest[]>(await app.request('/__sim/requests'));
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/wps/system/status',
      query: { device: 'MOBILE', track: 'abc' },
      headers: { language: 'VI', merchant: 'demo2' },
      body: null,
    });
    expect(entry?.at).toEqual(expect.any(Number));
  });

  it('records refused requests and request bodies too', async () => {
    const { app } = makeSim();
    await app.request('/wps/member/language', { method: 'PUT', headers: { Merchant: 'nobody' }, body: '{"language":"VI"}' });
    const [entry] = await jsonOf<LoggedRequest[]>(await app.request('/__sim/requests'));
    expect(entry).toMatchObject({ method: 'PUT', body: '{"language":"VI"}', headers: { merchant: 'nobody' } });
  });

  it('leaves out the control API and the app files', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults');
    await app.request('/m/home');
    expect(await jsonOf(await app.request('/__sim/requests'))).toEqual([]);
  });

  it(`keeps the last ${REQUEST_LOG_LIMIT}`, async () => {
    const { app, state } = makeSim();
    for (let call = 0; call <= REQUEST_LOG_LIMIT; call += 1) await app.request(`/wps/system/test/ping?n=${call}`);
    const log = state.requestLog.list();
    expect(log).toHaveLength(REQUEST_LOG_LIMIT);
    expect(log[0]?.query).toEqual({ n: '1' });
  });

  it('is cleared by DELETE', async () => {
    const { app } = makeSim();
    await app.request('/wps/system/test/ping');
    await app.request('/__sim/requests', { method: 'DELETE' });
    expect(await jsonOf(await app.request('/__sim/requests'))).toEqual([]);
  });
});
