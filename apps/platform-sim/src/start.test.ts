import { describe, expect, it } from 'vitest';
import { ok } from './protocol/envelope';
import { defaultLinePorts, startSim } from './start';

describe('startSim', () => {
  it('listens on a free loopback port and closes again', async () => {
    const sim = await startSim({ env: {}, appDist: '/nonexistent-app-dist' });
    try {
      expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const merchantTwice = await fetch(`${sim.url}/wps/system/test/ping`, {
        headers: [
          ['Merchant', 'demo'],
          ['Merchant', 'demo'],
        ],
      });
      expect(merchantTwice.status).toBe(400);
      const response = await fetch(`${sim.url}/wps/system/test/ping`);
      expect(await response.json()).toEqual(ok('pong'));
      const status = await (await fetch(`${sim.url}/wps/system/status`)).json();
      expect(status).toMatchObject({ value: { location: { ip: '127.0.0.1' } } });
    } finally {
      await sim.close();
    }
    await expect(fetch(`${sim.url}/wps/system/test/ping`)).rejects.toThrow();
  });
});

describe('defaultLinePorts', () => {
  it('takes the ports after the simulator, or free ones', () => {
    expect(defaultLinePorts(8099)).toEqual([8100, 8101, 8102]);
    expect(defaultLinePorts(0)).toEqual([0, 0, 0]);
  });
});
