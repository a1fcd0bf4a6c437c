import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Envelope } from '../protocol/envelope';
import { LineRegistry, LINES_PLACEHOLDER, parseLinesUpdate, resolveLines, SELF_LINE, type LineInfo } from '../state/lines';
import type { SystemStatus } from '../routes/system';
import { defaultLinePorts, startSim, type RunningSim } from '../start';
import { envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';

const ORIGINS = ['http://127.0.0.1:9101', 'http://127.0.0.1:9102', 'http://127.0.0.1:9103'];
const PAGE_ORIGIN = 'http://127.0.0.1:4317';

describe('LineRegistry', () => {
  it('gives the bound lines their defaults: fast, slow, dead, then 1 s', () => {
    const registry = new LineRegistry();
    registry.bind([...ORIGINS, 'http://127.0.0.1:9104/']);
    expect(registry.list()).toEqual([
      { index: 0, origin: ORIGINS[0], delayMs: 50, dead: false },
      { index: 1, origin: ORIGINS[1], delayMs: 3000, dead: false },
      { index: 2, origin: ORIGINS[2], delayMs: 0, dead: true },
      { index: 3, origin: 'http://127.0.0.1:9104', delayMs: 1000, dead: false },
    ]);
  });

  it('finds a line by index or origin', () => {
    const registry = new LineRegistry();
    registry.bind(ORIGINS);
    expect(registry.find('1')?.origin).toBe(ORIGINS[1]);
    expect(registry.find(2)?.origin).toBe(ORIGINS[2]);
    expect(registry.find(`${ORIGINS[0]}/`)?.index).toBe(0);
    expect(registry.find('7')).toBeUndefined();
    expect(registry.find('http://127.0.0.1:1')).toBeUndefined();
    expect(registry.find('not a line')).toBeUndefined();
  });

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

describe('resolveLines', () => {
  it('puts the line origins in place of {lines}, and the own origin for {self}', () => {
    expect(resolveLines([LINES_PLACEHOLDER, 'https://line.example'], 'http://127.0.0.1:8080/wps/system/status', ORIGINS)).toEqual([
      ...ORIGINS,
      'https://line.example',
    ]);
    expect(resolveLines([SELF_LINE], 'http://localhost:8080/x', ORIGINS)).toEqual(['http://localhost:8080']);
  });

  it('falls back to the own origin when no line host listens', () => {
    expect(resolveLines([LINES_PLACEHOLDER], 'http://127.0.0.1:8080/wps/system/status', [])).toEqual(['http://127.0.0.1:8080']);
  });
});

describe('defaultLinePorts', () => {
  it('takes the ports after the simulator, or free ones', () => {
    expect(defaultLinePorts(8099)).toEqual([8100, 8101, 8102]);
    expect(defaultLinePorts(0)).toEqual([0, 0, 0]);
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
