import { describe, expect, it } from 'vitest';
import { jsonOf, makeSim, passGeetestV4, postJson } from '../../testing/test-helpers';

type Sim = ReturnType<typeof makeSim>;

interface ApiAnswer {
  status: string;
  data?: Record<string, unknown>;
  code?: string;
  msg?: string;
  desc?: { detail: string };
}

async function api(sim: Sim, path: string): Promise<ApiAnswer> {
  return jsonOf<ApiAnswer>(await sim.app.request(path));
}

/** How long an aborted request is given to end before the test goes on. */
const ABORT_SETTLE_MS = 1_000;

/** Resolves to the response, or to 'pending' when none came within ms (the request is then aborted). */
async function answerWithin(sim: Sim, path: string, ms: number): Promise<Response | 'pending'> {
  const controller = new AbortController();
  const request = Promise.resolve(sim.app.request(new Request(`http://sim.test${path}`, { signal: controller.signal })));
  const timeout = new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms));
  const result = await Promise.race([request, timeout]);
  controller.abort();
  // The aborted request ends with the client-closed answer; its wait is bounded, so a slow machine cannot hang the test on it.
  await Promise.race([request.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ABORT_SETTLE_MS))]);
  return result;
}

describe('/sim-geetest stand-in scripts', () => {
  it.each([
    ['/sim-geetest/sim-static-1/gt.js', 'window.initGeetest = init', '"v3"'],
    ['/sim-geetest/sim-static-3/v4/gt4.js', 'window.initGeetest4 = init', '"v4"'],
  ])('serves %s as JavaScript, uncached, cross-origin', async (path, defines, version) => {
    const sim = makeSim();
    const response = await sim.app.request(`http://127.0.0.1:4317${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const source = await response.text();
    expect(source).toContain(defines);
    expect(source).toContain(`var VERSION = ${version};`);
    expect(source).toContain('var SERVED_ORIGIN = "http://127.0.0.1:4317";');
    expect(source).not.toMatch(/__[A-Z_]+__/);
    // It is valid JavaScript.
    expect(() => new Function(source)).not.toThrow();
  });

  it('serves the two resources the stand-in loads from the static hosts', async () => {
    const sim = makeSim();
    for (const name of ['gct.js', 'captcha.js']) {
      expect((await sim.app.request(`/sim-geetest/sim-static-2/static/${name}`)).status).toBe(200);
    }
  });

  it('serves scripts only from static hosts and calls only from API hosts; unknown hosts 404', async () => {
    const sim = makeSim();
    expect((await sim.app.request('/sim-geetest/sim-api-1/gt.js')).status).toBe(404);
    expect((await sim.app.request('/sim-geetest/sim-static-1/v4/load?captcha_id=x')).status).toBe(404);
    expect((await sim.app.request('/sim-geetest/static.geetest.com/gt.js')).status).toBe(404);
    expect((await sim.app.request('/sim-geetest/sim-static-1/nothing.js')).status).toBe(404);
  });

  it('logs each request with the host', async () => {
    const sim = makeSim();
    await sim.app.request('/sim-geetest/sim-static-2/v4/gt4.js');
    expect(sim.state.requestLog.list().at(-1)).toMatchObject({ path: '/sim-geetest/sim-static-2/v4/gt4.js', geetestHost: 'sim-static-2' });
  });
});

describe('/sim-geetest API hosts', () => {
  it('v4: load gives a lot for a known captcha id, verify a result for that lot', async () => {
    const sim = makeSim();
    const result = await passGeetestV4(sim.app);
    expect(result).toEqual({
      captcha_id: '6f1e2d3c4b5a69788796a5b4c3d2e1f0',
      lot_number: expect.stringMatching(/^[0-9a-f]{32}$/),
      pass_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      gen_time: expect.stringMatching(/^\d{10}$/),
      captcha_output: expect.any(String),
    });
    expect((await api(sim, '/sim-geetest/sim-api-1/v4/load?captcha_id=unknown')).status).toBe('error');
    expect((await api(sim, '/sim-geetest/sim-api-1/v4/verify?captcha_id=6f1e2d3c4b5a69788796a5b4c3d2e1f0&lot_number=forged')).status).toBe(
      'error',
    );
  });

  it('v3: get.php knows only registered challenges; ajax.php gives validate and seccode', async () => {
    const sim = makeSim();
    const register = await jsonOf<{ value: { gt: string; challenge: string } }>(await sim.app.request('/wps/captcha/geetest?t=1'));
    const query = `gt=${register.value.gt}&challenge=${register.value.challenge}`;
    expect((await api(sim, `/sim-geetest/sim-api-2/get.php?${query}`)).status).toBe('success');
    expect((await api(sim, `/sim-geetest/sim-api-2/get.php?gt=${register.value.gt}&challenge=forged`)).status).toBe('error');
    const pass = await api(sim, `/sim-geetest/sim-api-3/ajax.php?${query}`);
    expect(pass.data).toEqual({
      geetest_challenge: register.value.challenge,
      geetest_validate: expect.stringMatching(/^[0-9a-f]{32}$/),
      geetest_seccode: expect.stringMatching(/^[0-9a-f]{32}\|jordan$/),
    });
  });
});

describe('POST /__sim/captcha', () => {
  it('marks hosts dead: their requests hang (scripts and calls), the others answer', async () => {
    const sim = makeSim();
    const set = await sim.app.request('/__sim/captcha', postJson({ deadHosts: ['sim-static-1', 'sim-api-1'] }));
    expect(await jsonOf(set)).toMatchObject({ deadHosts: ['sim-static-1', 'sim-api-1'], failNext: null });
    expect(await answerWithin(sim, '/sim-geetest/sim-static-1/v4/gt4.js', 150)).toBe('pending');
    expect(await answerWithin(sim, '/sim-geetest/sim-api-1/v4/load?captcha_id=x', 150)).toBe('pending');
    const alive = await answerWithin(sim, '/sim-geetest/sim-static-2/v4/gt4.js', 1_000);
    expect(alive).not.toBe('pending');
    expect((alive as Response).status).toBe(200);
    // The dead host's request was still logged.
    expect(sim.state.requestLog.list().some((entry) => entry.geetestHost === 'sim-static-1')).toBe(true);
  });

  it('failNext answers the next API call with the error code, once', async () => {
    const sim = makeSim();
    await sim.app.request('/__sim/captcha', postJson({ failNext: { code: 60205 } }));
    const failed = await api(sim, '/sim-geetest/sim-api-2/v4/load?captcha_id=6f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(failed).toEqual({ status: 'error', code: '60205', msg: 'Network failure', desc: { detail: 'gct resource load timeout' } });
    expect((await api(sim, '/sim-geetest/sim-api-2/v4/load?captcha_id=6f1e2d3c4b5a69788796a5b4c3d2e1f0')).status).toBe('success');
  });

  it('refuses unknown hosts and bad codes with 400; reset clears the switches', async () => {
    const sim = makeSim();
    expect((await sim.app.request('/__sim/captcha', postJson({ deadHosts: ['api.geetest.com'] }))).status).toBe(400);
    expect((await sim.app.request('/__sim/captcha', postJson({ failNext: { code: 'x' } }))).status).toBe(400);
    await sim.app.request('/__sim/captcha', postJson({ deadHosts: ['sim-api-2'], failNext: { code: '60204', message: 'Boom' } }));
    expect(await jsonOf(await sim.app.request('/__sim/captcha'))).toMatchObject({
      apiHosts: ['sim-api-1', 'sim-api-2', 'sim-api-3'],
      staticHosts: ['sim-static-1', 'sim-static-2', 'sim-static-3'],
      deadHosts: ['sim-api-2'],
      failNext: { code: '60204', message: 'Boom' },
    });
    await sim.app.request('/__sim/reset', { method: 'POST' });
    expect(await jsonOf(await sim.app.request('/__sim/captcha'))).toMatchObject({ deadHosts: [], failNext: null });
  });
});
