import { describe, expect, it } from 'vitest';
import { jsonOf, makeSim, postJson } from '../testing/test-helpers';

describe('POST /__sim/reset', () => {
  it('goes back to the seed: faults, toggles, sessions, log and members', async () => {
    const { app, state } = makeSim();
    await app.request('/__sim/faults', postJson({ path: '/wps/system/status', status: 500 }));
    await app.request('/__sim/maintenance', postJson({ on: true }));
    await app.request('/__sim/region', postJson({ on: true }));
    await app.request('/__sim/session', postJson({ username: 'player01' }));
    const player = state.findMember('demo', 'player01');
    if (player) player.password = 'changed';

    expect(await jsonOf(await app.request('/__sim/reset', { method: 'POST' }))).toEqual({ ok: true });

    expect(state.faults.list()).toEqual([]);
    expect(state.sessions.size).toBe(0);
    expect(state.requestLog.list()).toEqual([]);
    expect(state.findMember('demo', 'player01')?.password).toBe('Passw0rd!');
    expect(state.merchant('demo')).toMatchObject({ maintenance: { on: false, end: null }, regionRestricted: false });
  });
});

describe('the control API', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const { app } = makeSim();
    const response = await app.request('/__sim/nothing');
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toEqual({ error: expect.stringContaining('/__sim/nothing') });
  });

  it('rotates the RSA key on request', async () => {
    const { app, state } = makeSim();
    const before = state.rsaKeys.current().modulusHex;
    const { modulus } = await jsonOf<{ modulus: string }>(await app.request('/__sim/rsa/rotate', { method: 'POST' }));
    expect(modulus).not.toBe(before);
    expect(await (await app.request('/wps/session/key/rsa')).text()).toBe(`"${modulus}"`);
  });
});
