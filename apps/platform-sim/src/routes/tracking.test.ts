import { describe, expect, it } from 'vitest';
import { makeSim, postJson as post } from '../testing/test-helpers';

describe('the tracking upload', () => {
  it('takes the events as a JSON string, answers 204 and shows them to the control API', async () => {
    const sim = makeSim();
    const events = [{ event: 'firstOpen', payload: { eventID: 'e1' } }];
    const answer = await sim.app.request('/wps/system/collect', post({ events: JSON.stringify(events) }));
    expect(answer.status).toBe(204);
    const seen = (await (await sim.app.request('/__sim/tracking')).json()) as {
      uploads: Array<{ merchant: string; memberId: null; events: unknown[] }>;
    };
    expect(seen.uploads).toEqual([expect.objectContaining({ merchant: 'demo', memberId: null, events })]);
  });

  it('refuses events that are not a JSON array in a string', async () => {
    const sim = makeSim();
    const answer = await sim.app.request('/wps/system/collect', post({ events: [{ event: 'login' }] }));
    expect(answer.status).toBe(400);
    expect(sim.state.trackingUploads.list()).toHaveLength(0);
  });

  it('refuses one upload when a fault asks, then takes the next', async () => {
    const sim = makeSim();
    await sim.app.request('/__sim/faults', post({ path: '/wps/system/collect', status: 500, times: 1 }));
    expect((await sim.app.request('/wps/system/collect', post({ events: '[]' }))).status).toBe(500);
    expect((await sim.app.request('/wps/system/collect', post({ events: '[]' }))).status).toBe(204);
  });
});

describe('the advertising pixels', () => {
  it('hands the merchant’s pixel ids and the stand-in scripts’ addresses with the settings', async () => {
    const sim = makeSim();
    const config = (await (await sim.app.request('http://sim.test/wps/system/status')).json()) as {
      value: { info: { analytics: { facebookPixelId: string; consentRequired: boolean; scriptUrls: Record<string, string> } } };
    };
    expect(config.value.info.analytics).toMatchObject({ facebookPixelId: '100200300', consentRequired: false });
    expect(config.value.info.analytics.scriptUrls.facebook).toBe('http://sim.test/sim-pixels/facebook.js');
    const script = await sim.app.request('/sim-pixels/facebook.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('__simPixels');
  });

  it('switches consent on at runtime', async () => {
    const sim = makeSim();
    await sim.app.request('/__sim/analytics', post({ merchant: 'demo', consentRequired: true, kwaiPixelId: '' }));
    expect(sim.state.merchant('demo')?.seed.analytics).toMatchObject({ consentRequired: true, kwaiPixelId: '' });
    expect((await sim.app.request('/__sim/analytics', post({ consentRequired: 'yes' }))).status).toBe(400);
  });
});
