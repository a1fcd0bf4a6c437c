import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../routes/system';
import { LineRegistry, type LineInfo } from '../state/lines';
import { envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';
import { parseLinesUpdate } from './lines';

const ORIGINS = ['http://127.0.0.1:9101', 'http://127.0.0.1:9102', 'http://127.0.0.1:9103'];

describe('parseLinesUpdate', () => {
  it('checks control bodies', () => {
    const registry = new LineRegistry();
    registry.bind(ORIGINS);
    expect(parseLinesUpdate({ delays: { 5: 10 } }, registry)).toMatch(/no line 5/);
    expect(parseLinesUpdate({ delays: { 0: -1 } }, registry)).toMatch(/whole number/);
    expect(parseLinesUpdate({ delays: { 0: 1.5 } }, registry)).toMatch(/whole number/);
    expect(parseLinesUpdate({ dead: 'all' }, registry)).toMatch(/array/);
    expect(parseLinesUpdate({ dead: [{}] }, registry)).toMatch(/origins or indexes/);
    expect(parseLinesUpdate([], registry)).toMatch(/object/);
  });
});

describe('/__sim/lines without ports (app.request)', () => {
  it('lists no lines until startSim binds them, and domainRoute falls back to the own origin', async () => {
    const { app } = makeSim();
    expect(await jsonOf(await app.request('/__sim/lines'))).toEqual([]);
    const { value } = await envelopeOf<SystemStatus>(await app.request('http://127.0.0.1:8123/wps/system/status'));
    expect(value.info.domainRoute).toEqual(['http://127.0.0.1:8123']);
  });

  it('sets delays and dead lines by index or origin, and reset restores the defaults', async () => {
    const { app, state } = makeSim();
    state.lines.bind(ORIGINS);
    const answer = await app.request('/__sim/lines', postJson({ delays: { 0: 0, [ORIGINS[1]!]: 7000 }, dead: [ORIGINS[0]] }));
    expect(answer.status).toBe(200);
    expect(await jsonOf<LineInfo[]>(answer)).toEqual([
      { index: 0, origin: ORIGINS[0], delayMs: 0, dead: true },
      { index: 1, origin: ORIGINS[1], delayMs: 7000, dead: false },
      { index: 2, origin: ORIGINS[2], delayMs: 0, dead: false },
    ]);
    // delays alone leave the dead set as it is.
    await app.request('/__sim/lines', postJson({ delays: { 2: 20 } }));
    expect((await jsonOf<LineInfo[]>(await app.request('/__sim/lines')))[0]?.dead).toBe(true);
    await app.request('/__sim/reset', { method: 'POST' });
    expect((await jsonOf<LineInfo[]>(await app.request('/__sim/lines'))).map(({ delayMs, dead }) => ({ delayMs, dead }))).toEqual([
      { delayMs: 50, dead: false },
      { delayMs: 3000, dead: false },
      { delayMs: 0, dead: true },
    ]);
    const { value } = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo2' } }));
    expect(value.info.domainRoute).toEqual(ORIGINS);
  });

  it('refuses an unknown line with 400', async () => {
    const { app, state } = makeSim();
    state.lines.bind(ORIGINS);
    const response = await app.request('/__sim/lines', postJson({ dead: [9] }));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ error: 'no line 9' });
  });
});
