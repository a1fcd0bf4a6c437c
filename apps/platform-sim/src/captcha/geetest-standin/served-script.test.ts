import { parse, type ecmaVersion } from 'acorn';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { geetestStandInScript, STANDIN_SCRIPT_SYNTAX } from './served-script';

const ORIGIN = 'http://127.0.0.1:4317';

describe('the served stand-in scripts', () => {
  it.each(['v3', 'v4'] as const)('%s is a classic script in the syntax it promises, no newer', async (version) => {
    const source = await geetestStandInScript(version, ORIGIN);
    const level = Number(STANDIN_SCRIPT_SYNTAX.replace(/^es/, '')) as ecmaVersion;
    expect(() => parse(source, { ecmaVersion: level, sourceType: 'script' })).not.toThrow();
  });

  it.each([
    ['v3', 'initGeetest'],
    ['v4', 'initGeetest4'],
  ] as const)('%s leaves one global, the vendor’s %s', async (version, global) => {
    const { window } = new JSDOM('<!doctype html><body></body>', { url: `${ORIGIN}/m/login`, runScripts: 'outside-only' });
    const before = new Set(Object.keys(window));
    window.eval(await geetestStandInScript(version, ORIGIN));
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([global]);
    window.close();
  });
});
