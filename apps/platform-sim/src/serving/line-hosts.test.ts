import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Envelope } from '../protocol/envelope';
import type { SystemStatus } from '../routes/system';
import { startSim, type RunningSim } from '../start';
import type { LineInfo } from '../state/lines';
import { postJson } from '../testing/test-helpers';

const PAGE_ORIGIN = 'http://127.0.0.1:4317';

/** ms a fetch takes (body included), and its response and body text, or its error. */
async function timed(input: string, init: RequestInit = {}): Promise<{ ms: number; response?: Response; text?: string; error?: unknown }> {
  const started = performance.now();
  try {
    const response = await fetch(input, init);
    const text = await response.text();
    return { ms: performance.now() - started, response, text };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe('line hosts (startSim)', () => {
  let sim: RunningSim;

  beforeAll(async () => {
    sim = await startSim({ env: {}, appDist: '/nonexistent-app-dist' });
  });

  afterAll(async () => {
    await sim.close();
  });

  const ping = (line: string) => `${line}/wps/system/test/ping?speed=${Date.now()}`;

  it('listens on three free ports and lists them in domainRoute', async () => {
    expect(sim.lines).toHaveLength(3);
    for (const line of sim.lines) expect(line).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new Set([sim.url, ...sim.lines]).size).toBe(4);
    const status = (await (await fetch(`${sim.url}/wps/system/status`)).json()) as Envelope<SystemStatus>;
    expect(status.value.info.domainRoute).toEqual(sim.lines);
    const route = (await (await fetch(`${sim.url}/wps/system/domainRoute`)).json()) as Envelope<string[]>;
    expect(route.value).toEqual(sim.lines);
  });

  it('answers the ping after the line delay, cross-origin with credentials', async () => {
    await fetch(`${sim.url}/__sim/lines`, postJson({ delays: { 0: 200 } }));
    const { ms, response, text } = await timed(ping(sim.lines[0]!), { headers: { Origin: PAGE_ORIGIN, Merchant: 'demo', Language: 'EN' } });
    expect(response?.status).toBe(200);
    expect(JSON.parse(text ?? '')).toEqual(ok('pong'));
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(response?.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
    expect(response?.headers.get('access-control-allow-credentials')).toBe('true');
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
  });

  it('answers `*` to a ping without an Origin', async () => {
    const response = await fetch(ping(sim.lines[0]!));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the preflight at once, allowing the Merchant and Language headers', async () => {
    const { ms, response } = await timed(ping(sim.lines[1]!), {
      method: 'OPTIONS',
      headers: { Origin: PAGE_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'merchant,language' },
    });
    expect(response?.status).toBe(204);
    expect(ms).toBeLessThan(1000);
    const allowed = response?.headers.get('access-control-allow-headers') ?? '';
    expect(allowed).toContain('Merchant');
    expect(allowed).toContain('Language');
  });

  it('keeps the dead line waiting: the connection is accepted and never answered', async () => {
    const { ms, error } = await timed(ping(sim.lines[2]!), { signal: AbortSignal.timeout(400), headers: { Origin: PAGE_ORIGIN } });
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TimeoutError');
    expect(ms).toBeGreaterThanOrEqual(390);
    const logged = sim.state.requestLog.list().filter((entry) => entry.line === sim.lines[2]);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('revives and kills lines through /__sim/lines', async () => {
    await fetch(`${sim.url}/__sim/lines`, postJson({ dead: [0], delays: { 2: 0 } }));
    expect((await fetch(ping(sim.lines[2]!))).status).toBe(200);
    const { error } = await timed(ping(sim.lines[0]!), { signal: AbortSignal.timeout(200) });
    expect((error as Error).name).toBe('TimeoutError');
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    const lines = (await (await fetch(`${sim.url}/__sim/lines`)).json()) as LineInfo[];
    expect(lines.map((line) => line.dead)).toEqual([false, false, true]);
  });

  it('answers nothing but the ping', async () => {
    const response = await fetch(`${sim.lines[0]}/wps/system/status`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});

describe('startSim line ports', () => {
  it('opens none for linePorts [] and closes while a dead line holds a request', async () => {
    const none = await startSim({ env: {}, appDist: '/nonexistent-app-dist', linePorts: [] });
    expect(none.lines).toEqual([]);
    await none.close();

    const sim = await startSim({ env: {}, appDist: '/nonexistent-app-dist', linePorts: [0, 0, 0] });
    const hanging = fetch(`${sim.lines[2]}/wps/system/test/ping`).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sim.close();
    expect(await hanging).toBe('dropped');
  });

  it('says which port is in use', async () => {
    const sim = await startSim({ env: {}, appDist: '/nonexistent-app-dist', linePorts: [0] });
    try {
      const taken = Number(new URL(sim.lines[0]!).port);
      await expect(startSim({ env: {}, appDist: '/nonexistent-app-dist', linePorts: [taken] })).rejects.toThrow(/Line host 0.*in use/);
    } finally {
      await sim.close();
    }
  });
});
