import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostUrl, loadScriptFromHosts, resolveHosts, startingAt, type ScriptInjector } from './script-loader';
import { CaptchaError } from './types';

const STATIC = ['https://s1.example', 'https://s2.example', 'https://s3.example'];

/** A fake page: each URL either loads, fails, or never answers (a dead host). */
function fakeInjector(behaviour: Record<string, 'load' | 'fail' | 'dead'>) {
  const tried: string[] = [];
  const removed: string[] = [];
  const inject: ScriptInjector = (url) => {
    tried.push(url);
    const host = new URL(url).origin;
    const kind = behaviour[host] ?? 'dead';
    const loaded = kind === 'load' ? Promise.resolve() : kind === 'fail' ? Promise.reject(new Error('404')) : new Promise<void>(() => {});
    return { loaded, remove: () => removed.push(url) };
  };
  return { inject, tried, removed };
}

describe('the captcha script loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads from the first host that answers', async () => {
    const page = fakeInjector({ 'https://s1.example': 'load' });
    await expect(loadScriptFromHosts(STATIC, '/gt.js', { inject: page.inject })).resolves.toEqual({ host: STATIC[0], index: 0 });
    expect(page.tried).toEqual(['https://s1.example/gt.js']);
  });

  it('gives a dead host 3 s, then falls back to the next', async () => {
    const page = fakeInjector({ 'https://s1.example': 'dead', 'https://s2.example': 'load' });
    let settled: unknown = null;
    void loadScriptFromHosts(STATIC, '/gt.js', { inject: page.inject }).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(page.tried).toEqual(['https://s1.example/gt.js']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ host: STATIC[1], index: 1 });
    expect(page.tried).toEqual(['https://s1.example/gt.js', 'https://s2.example/gt.js']);
    expect(page.removed).toEqual(['https://s1.example/gt.js']);
  });

  it('moves on at once when a host refuses the script', async () => {
    const page = fakeInjector({ 'https://s1.example': 'fail', 'https://s2.example': 'fail', 'https://s3.example': 'load' });
    await expect(loadScriptFromHosts(STATIC, '/gt.js', { inject: page.inject })).resolves.toEqual({ host: STATIC[2], index: 2 });
  });

  it('counts a host whose script did not define the vendor API as failed', async () => {
    const page = fakeInjector({ 'https://s1.example': 'load', 'https://s2.example': 'load' });
    const ready = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    await expect(loadScriptFromHosts(STATIC, '/gt.js', { inject: page.inject, isReady: ready })).resolves.toMatchObject({ index: 1 });
  });

  it('fails with 60204 (js resource load timeout) after three dead hosts, 9 s in all', async () => {
    const page = fakeInjector({});
    const outcome = loadScriptFromHosts(STATIC, '/gt.js', { inject: page.inject }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(8_999);
    expect(page.tried).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(CaptchaError);
    expect(error).toMatchObject({ code: '60204', message: 'js resource load timeout' });
  });
});

describe('the captcha hosts', () => {
  const production = {
    api: ['api.geetest.com', 'api-na.geetest.com', 'api-sg.geetest.com'],
    static: ['static.geetest.com', 'static.geevisit.com', 'dn-staticdown.qbox.me'],
  };

  it("takes the settings' lists when they are on the app's own origin (the simulator's stand-in)", () => {
    const hosts = resolveHosts(
      {
        GEETEST_API_HOSTS: ['http://127.0.0.1:1/sim-geetest/sim-api-1'],
        GEETEST_STATIC_HOSTS: ['http://127.0.0.1:1/sim-geetest/sim-static-1/'],
      },
      production,
      'http://127.0.0.1:1',
    );
    expect(hosts).toEqual({ api: ['http://127.0.0.1:1/sim-geetest/sim-api-1'], static: ['http://127.0.0.1:1/sim-geetest/sim-static-1/'] });
  });

  it('never takes a host from the answer that the merchant does not list: another host falls back to the listed ones', () => {
    const hostile = resolveHosts(
      {
        GEETEST_API_HOSTS: ['https://evil.example', 'http://127.0.0.1:2/x'],
        GEETEST_STATIC_HOSTS: ['https://static.evil.example', 'not a host'],
      },
      production,
      'http://127.0.0.1:1',
    );
    expect(hostile).toEqual(production);
    const mixed = resolveHosts(
      { GEETEST_API_HOSTS: ['https://evil.example', 'https://api-sg.geetest.com'] },
      { ...production, api: ['api-sg.geetest.com'] },
      'https://app.example',
    );
    expect(mixed.api).toEqual(['https://api-sg.geetest.com']);
  });

  it("else the merchant's production hosts, loaded over https", () => {
    expect(resolveHosts({ GEETEST_API_HOSTS: [] }, production)).toEqual(production);
    expect(hostUrl('static.geetest.com')).toBe('https://static.geetest.com');
    expect(hostUrl('http://127.0.0.1:1/sim-geetest/sim-static-1/')).toBe('http://127.0.0.1:1/sim-geetest/sim-static-1');
  });

  it('starts the list at the host that answered', () => {
    expect(startingAt(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(startingAt(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
  });
});
