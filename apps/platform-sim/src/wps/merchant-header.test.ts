import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../routes/system';
import { envelopeOf, makeSim } from '../testing/test-helpers';

describe('the Merchant header', () => {
  it('chooses the default merchant demo when absent', async () => {
    const { app } = makeSim();
    const body = await envelopeOf<SystemStatus>(await app.request('/wps/system/status'));
    expect(body.value.info.currency).toBe('PHP');
  });

  it('treats an empty header as absent', async () => {
    const { app } = makeSim();
    const body = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: '' } }));
    expect(body.value.info.currency).toBe('PHP');
  });

  it('chooses the merchant it names', async () => {
    const { app } = makeSim();
    const body = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo2' } }));
    expect(body.value.info.currency).toBe('VND');
  });

  it('answers 400 function.not.available when the header is sent twice', async () => {
    const { app } = makeSim();
    const headers = new Headers();
    headers.append('Merchant', 'demo');
    headers.append('Merchant', 'demo');
    const response = await app.request('/wps/system/status', { headers });
    expect(response.status).toBe(400);
    expect(await envelopeOf(response)).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('answers 200 merchant.acct.setup.err for an unknown merchant', async () => {
    const { app } = makeSim();
    const response = await app.request('/wps/system/status', { headers: { Merchant: 'nobody' } });
    expect(response.status).toBe(200);
    expect(await envelopeOf(response)).toMatchObject({ success: false, errorCode: 'merchant.acct.setup.err', value: null });
  });
});
