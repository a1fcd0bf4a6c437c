import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim } from '../testing/test-helpers';
import type { GeetestRegister } from './captcha';
import type { SystemStatus } from './system';

describe('GET /wps/captcha/geetest (v3 register)', () => {
  it('answers gt, a new challenge each time and newCaptcha, never cached', async () => {
    const sim = makeSim();
    const first = await sim.app.request(`/wps/captcha/geetest?t=${Date.now()}`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const one = await envelopeOf<GeetestRegister>(first);
    const two = await envelopeOf<GeetestRegister>(await sim.app.request(`/wps/captcha/geetest?t=${Date.now()}`));
    expect(one).toMatchObject({
      success: true,
      value: { gt: expect.stringMatching(/^[0-9a-f]{32}$/), challenge: expect.stringMatching(/^[0-9a-f]{32}$/), newCaptcha: true },
    });
    expect(two.value.gt).toBe(one.value.gt);
    expect(two.value.challenge).not.toBe(one.value.challenge);
  });

  it("uses the merchant's GEETEST_ID as gt when it has one", async () => {
    const sim = makeSim();
    const { value } = await envelopeOf<GeetestRegister>(
      await sim.app.request('/wps/captcha/geetest?t=1', { headers: { Merchant: 'demo2' } }),
    );
    expect(value.gt).toBe('6f1e2d3c4b5a69788796a5b4c3d2e1f0');
  });

  it('goes through faults', async () => {
    const sim = makeSim();
    sim.state.faults.add({ path: '/wps/captcha/geetest', status: 502, times: 1 });
    expect((await sim.app.request('/wps/captcha/geetest?t=1')).status).toBe(502);
  });
});

describe('GET /wps/system/status: the stand-in hosts', () => {
  it('lists three API and three static hosts on the request origin under info.gw', async () => {
    const sim = makeSim();
    const { value } = await envelopeOf<SystemStatus>(await sim.app.request('http://127.0.0.1:4317/wps/system/status'));
    expect(value.info.gw.GEETEST_API_HOSTS).toEqual([1, 2, 3].map((n) => `http://127.0.0.1:4317/sim-geetest/sim-api-${n}`));
    expect(value.info.gw.GEETEST_STATIC_HOSTS).toEqual([1, 2, 3].map((n) => `http://127.0.0.1:4317/sim-geetest/sim-static-${n}`));
  });
});
