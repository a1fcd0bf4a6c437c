import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeetestV3Result, GeetestV4Result } from '../../state/geetest-captchas';
import { DEMO2_CAPTCHA_ID, envelopeOf, makeSim } from '../../testing/test-helpers';

/**
 * The stand-in scripts run in a DOM (a jsdom window per test; the simulator itself stays in
 * Node): loaded as the browser would, they talk to the simulator (the window's fetch is routed
 * to app.request), show the dialog and produce results the server accepts.
 */

const ORIGIN = 'http://sim.test';

type Sim = ReturnType<typeof makeSim>;

interface CaptchaError {
  code: string;
  msg: string;
  desc: { detail: string };
  user_error: string;
}

interface StandIn {
  onReady(fn: () => void): StandIn;
  onSuccess(fn: () => void): StandIn;
  onError(fn: (error: CaptchaError) => void): StandIn;
  onClose(fn: () => void): StandIn;
  verify?(): void;
  showCaptcha?(): void;
  reset(): void;
  destroy(): void;
  getValidate(): GeetestV4Result | GeetestV3Result | false;
}

type Init = (config: Record<string, unknown>, callback: (captcha: StandIn) => void) => void;

interface Events {
  ready: number;
  success: number;
  close: number;
  errors: CaptchaError[];
}

let sim: Sim;
let dom: JSDOM;
let window: Window & typeof globalThis;
let document: Document;

/** fetch as the browser would do it, answered by the simulator; an abort rejects at once (the server side may hang on). */
function fetchFromSim(url: string, init: { signal?: AbortSignal } = {}): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    Promise.resolve(sim.app.request(url)).then(resolve, reject);
  });
}

async function loadScript(path: string): Promise<void> {
  const source = await (await sim.app.request(`${ORIGIN}${path}`)).text();
  window.eval(source);
}

async function create(init: Init, config: Record<string, unknown>): Promise<{ captcha: StandIn; events: Events }> {
  const events: Events = { ready: 0, success: 0, close: 0, errors: [] };
  const captcha = await new Promise<StandIn>((resolve) => init(config, resolve));
  captcha
    .onReady(() => (events.ready += 1))
    .onSuccess(() => (events.success += 1))
    .onClose(() => (events.close += 1))
    .onError((error) => events.errors.push(error));
  return { captcha, events };
}

function dialog(): HTMLElement | null {
  return document.querySelector('[role="dialog"]');
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
  if (found === undefined) throw new Error(`no button ${name}`);
  return found;
}

const v4 = () => (window as unknown as { initGeetest4: Init }).initGeetest4;
const v3 = () => (window as unknown as { initGeetest: Init }).initGeetest;

beforeEach(() => {
  sim = makeSim();
  dom = new JSDOM('<!doctype html><html><body><button>Log in</button></body></html>', {
    url: `${ORIGIN}/m/login`,
    runScripts: 'outside-only',
  });
  window = dom.window;
  document = window.document;
  Object.assign(window, { fetch: fetchFromSim });
});

afterEach(() => {
  window.close();
});

describe('v4 stand-in (gt4.js)', () => {
  beforeEach(async () => {
    await loadScript('/sim-geetest/sim-static-1/v4/gt4.js');
  });

  it('gets ready, shows an accessible dialog, and on "I am human" gives a result the server accepts', async () => {
    const { captcha, events } = await create(v4(), { captchaId: DEMO2_CAPTCHA_ID, product: 'bind', timeout: 500 });
    await vi.waitFor(() => expect(events.ready).toBe(1));
    expect(captcha.getValidate()).toBe(false);
    captcha.showCaptcha!();
    const shown = dialog();
    expect(shown).not.toBeNull();
    expect(shown!.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(shown!.getAttribute('aria-labelledby')!)?.textContent).toBe('Security check');
    expect(document.activeElement).toBe(button('I am human'));
    button('I am human').click();
    await vi.waitFor(() => expect(events.success).toBe(1));
    expect(dialog()).toBeNull();
    const result = captcha.getValidate() as GeetestV4Result;
    expect(Object.keys(result).sort()).toEqual(['captcha_id', 'captcha_output', 'gen_time', 'lot_number', 'pass_token']);
    expect(result.captcha_id).toBe(DEMO2_CAPTCHA_ID);
    expect(sim.state.captcha.checkV4(DEMO2_CAPTCHA_ID, { ...result })).toBe(true);
    captcha.reset();
    expect(captcha.getValidate()).toBe(false);
  });

  it('closes on the close button (and Escape) with onClose, no result', async () => {
    const { captcha, events } = await create(v4(), { captchaId: DEMO2_CAPTCHA_ID, product: 'bind' });
    await vi.waitFor(() => expect(events.ready).toBe(1));
    captcha.showCaptcha!();
    button('Close').click();
    expect(events.close).toBe(1);
    expect(dialog()).toBeNull();
    captcha.showCaptcha!();
    dialog()!.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(events.close).toBe(2);
    expect(captcha.getValidate()).toBe(false);
  });

  it('shows the dialog once ready when asked while loading', async () => {
    const { captcha, events } = await create(v4(), { captchaId: DEMO2_CAPTCHA_ID, product: 'bind' });
    captcha.showCaptcha!();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(events.ready).toBe(1);
  });

  it('falls back past dead hosts to the next one', async () => {
    sim.state.captcha.deadHosts = new Set(['sim-api-1', 'sim-static-1']);
    const { events } = await create(v4(), { captchaId: DEMO2_CAPTCHA_ID, product: 'bind', timeout: 50 });
    await vi.waitFor(() => expect(events.ready).toBe(1));
    const hosts = sim.state.requestLog.list().map((entry) => entry.geetestHost);
    expect(hosts).toContain('sim-api-1');
    expect(hosts).toContain('sim-api-2');
    expect(events.errors).toEqual([]);
  });

  it('reports 60205 (gct resource load timeout) when no static host answers', async () => {
    sim.state.captcha.deadHosts = new Set(['sim-static-1', 'sim-static-2', 'sim-static-3']);
    const { events } = await create(v4(), { captchaId: DEMO2_CAPTCHA_ID, product: 'bind', timeout: 30 });
    await vi.waitFor(() => expect(events.errors).toHaveLength(1));
    expect(events.errors[0]).toMatchObject({ code: '60205', msg: 'Network failure', desc: { detail: 'gct resource load timeout' } });
    expect(events.ready).toBe(0);
  });

  it('reports the failNext code through onError and config.onError; showCaptcha then retries', async () => {
    sim.state.captcha.failNext = { code: '60204', message: 'Network failure' };
    const configErrors: CaptchaError[] = [];
    const { captcha, events } = await create(v4(), {
      captchaId: DEMO2_CAPTCHA_ID,
      product: 'bind',
      onError: (error: CaptchaError) => configErrors.push(error),
    });
    await vi.waitFor(() => expect(events.errors).toHaveLength(1));
    expect(events.errors[0]).toMatchObject({ code: '60204', user_error: 'Network failure', desc: { detail: 'js resource load timeout' } });
    expect(configErrors).toHaveLength(1);
    captcha.showCaptcha!();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
  });

  it('reports an error for an unknown captcha id', async () => {
    const { events } = await create(v4(), { captchaId: 'not-a-merchant-id', product: 'bind' });
    await vi.waitFor(() => expect(events.errors).toHaveLength(1));
    expect(events.errors[0]?.code).toBe('60100');
  });
});

describe('v3 stand-in (gt.js)', () => {
  beforeEach(async () => {
    await loadScript('/sim-geetest/sim-static-2/gt.js');
  });

  it('verifies a registered challenge; the result passes the server check once', async () => {
    const register = await envelopeOf<{ gt: string; challenge: string; newCaptcha: boolean }>(
      await sim.app.request('/wps/captcha/geetest?t=1'),
    );
    const { gt, challenge, newCaptcha } = register.value;
    const { captcha, events } = await create(v3(), {
      gt,
      challenge,
      offline: false,
      new_captcha: newCaptcha,
      product: 'bind',
      https: false,
    });
    await vi.waitFor(() => expect(events.ready).toBe(1));
    captcha.verify!();
    button('I am human').click();
    await vi.waitFor(() => expect(events.success).toBe(1));
    const result = captcha.getValidate() as GeetestV3Result;
    expect(result.geetest_challenge).toBe(challenge);
    expect(sim.state.captcha.checkV3('demo', result.geetest_challenge, result.geetest_seccode)).toBe(true);
    expect(sim.state.captcha.checkV3('demo', result.geetest_challenge, result.geetest_seccode)).toBe(false);
  });

  it('offline mode makes a result the simulator never issued', async () => {
    const { captcha, events } = await create(v3(), { gt: 'g', challenge: 'c', offline: true, product: 'bind' });
    await vi.waitFor(() => expect(events.ready).toBe(1));
    captcha.verify!();
    button('I am human').click();
    await vi.waitFor(() => expect(events.success).toBe(1));
    const result = captcha.getValidate() as GeetestV3Result;
    expect(sim.state.captcha.checkV3('demo', result.geetest_challenge, result.geetest_seccode)).toBe(false);
  });

  it('reports an error for a challenge the simulator did not issue, and nothing after destroy', async () => {
    const { captcha, events } = await create(v3(), { gt: 'g', challenge: 'c', offline: false, product: 'bind' });
    await vi.waitFor(() => expect(events.errors).toHaveLength(1));
    captcha.destroy();
    captcha.verify!();
    expect(dialog()).toBeNull();
  });
});
