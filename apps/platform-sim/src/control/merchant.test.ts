import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../routes/system';
import { envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';

describe('POST /__sim/merchant', () => {
  it("switches the SMS provider; the status call's settings follow; anything but platform or firebase is refused", async () => {
    const { app } = makeSim();
    const switched = await app.request('/__sim/merchant', postJson({ merchant: 'demo', sms: { provider: 'firebase' } }));
    expect(await jsonOf(switched)).toMatchObject({ demo: { sms: { provider: 'firebase' } } });
    const status = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo' } }));
    expect(status.value.info.sms.provider).toBe('firebase');
    expect((await app.request('/__sim/merchant', postJson({ sms: { provider: 'carrier-pigeon' } }))).status).toBe(400);
  });

  it("switches a merchant's flags and captcha settings at runtime; the status call's settings and the login check follow; reset restores them", async () => {
    const { app } = makeSim();
    const switched = await app.request(
      '/__sim/merchant',
      postJson({
        merchant: 'demo',
        whitelabelVal: { GEETEST3: true },
        gw: { GEETEST_VERSION: 'v4', GEETEST_ID: 'abc' },
        registerCaptcha: true,
      }),
    );
    expect(switched.status).toBe(200);
    expect(await jsonOf(switched)).toMatchObject({
      demo: { whitelabelVal: { GEETEST3: true, REG3: true }, gw: { GEETEST_VERSION: 'v4', GEETEST_ID: 'abc' }, registerCaptcha: true },
    });

    const { value } = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo' } }));
    expect(value.info.whitelabel.find((node) => node.modId === 'GEETEST3')?.enabled).toBe('1');
    expect(value.info.gw).toMatchObject({ GEETEST_VERSION: 'v4', GEETEST_ID: 'abc' });
    expect(value.info.registerCaptcha).toBe(true);
    const demo2 = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo2' } }));
    expect(demo2.value.info.gw.GEETEST_ID).toBe('6f1e2d3c4b5a69788796a5b4c3d2e1f0');

    await app.request('/__sim/reset', { method: 'POST' });
    const after = await jsonOf<Record<string, { whitelabelVal: Record<string, boolean>; gw: Record<string, unknown> }>>(
      await app.request('/__sim/merchant'),
    );
    expect(after.demo?.whitelabelVal.GEETEST3).toBe(false);
    expect(after.demo?.gw.GEETEST_VERSION).toBe('v3');
  });

  it("switches a merchant's promotions; the promotions call follows; reset restores them", async () => {
    const { app } = makeSim();
    const referral = async () =>
      (
        await jsonOf<{ value: Record<string, { enabled: boolean; count: number }> }>(
          await app.request('/wps/relay/MCSFE_getMerchantAvailablePromotions', { headers: { Merchant: 'demo' } }),
        )
      ).value;
    expect(await referral()).toMatchObject({ APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } });

    const switched = await app.request('/__sim/merchant', postJson({ merchant: 'demo', promotions: { REFERRAL: false } }));
    expect(await jsonOf(switched)).toMatchObject({ demo: { promotions: { APP_DOWNLOAD: true, REFERRAL: false } } });
    expect(await referral()).toMatchObject({ APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: false, count: 0 } });

    await app.request('/__sim/reset', { method: 'POST' });
    expect((await referral()).REFERRAL).toEqual({ enabled: true, count: 1 });
    expect((await app.request('/__sim/merchant', postJson({ promotions: { REFERRAL: 'no' } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ promotions: { LOTTERY: true } }))).status).toBe(400);
  });

  it('refuses values of the wrong type and unknown merchants', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/merchant', postJson({ whitelabelVal: { GEETEST3: 'yes' } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ gw: { GEETEST_VERSION: 'v5' } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ gw: { OTHER: 1 } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ merchant: 'nobody', whitelabelVal: {} }))).status).toBe(404);
  });
});
