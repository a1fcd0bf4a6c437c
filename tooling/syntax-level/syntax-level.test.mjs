import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBuild, syntaxProblems } from './syntax-level.mjs';

describe('syntax the oldest supported browsers parse', () => {
  it('accepts ES2018 with import() and import.meta', () => {
    const source = [
      'const { a, ...rest } = { a: 1, b: 2 };',
      'async function* lines() { for await (const x of []) yield x; }',
      'const m = /(?<year>\\d{4})/su.exec("2026");',
      'export const load = () => import("./chunk.js");',
      'export const here = new URL("x", import.meta.url);',
      'try { load(); } catch (error) { console.log(error, rest, lines, m); }',
    ].join('\n');
    expect(syntaxProblems(source)).toEqual([]);
  });

  it.each([
    ['a?.b;', 'optional chaining (?.)'],
    ['a ?? b;', 'nullish coalescing (??)'],
    ['try { a(); } catch { b(); }', 'optional catch binding'],
    ['const big = 10n;', 'BigInt literal'],
    ['const re = /(?<=\\$)\\d+/;', 'regular-expression lookbehind'],
    ['const re = /(?<!x)y/;', 'regular-expression lookbehind'],
    ['const s = "\u2028";', 'raw U+2028/U+2029 in a string'],
  ])('refuses %s (%s)', (source, what) => {
    expect(syntaxProblems(source)).toEqual([expect.stringContaining(what)]);
  });

  it.each([['class A { x = 1; }'], ['a ||= b;'], ['const n = 1_000;'], ['class A { #p; }'], ['await x;']])(
    'refuses what does not parse below ES2021 or in a classic script: %s',
    (source) => {
      expect(syntaxProblems(source, 'script')).toHaveLength(1);
    },
  );

  it('gives the line and column of what it refuses', () => {
    expect(syntaxProblems('let a;\nlet b = a?.c;')).toEqual(['2:8 optional chaining (?.)']);
  });

  it('checks every .js file of a build, the service worker as a classic script', () => {
    const dir = mkdtempSync(join(tmpdir(), 'syntax-level-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", function () {});');
    writeFileSync(join(dir, 'assets', 'ok.js'), 'export default 1;');
    writeFileSync(join(dir, 'assets', 'new.js'), 'export const x = a?.b;');
    writeFileSync(join(dir, 'assets', 'style.css'), 'a { color: red }');
    const { files, failures } = checkBuild(dir);
    expect(files).toBe(3);
    expect(failures).toEqual([join('assets', 'new.js') + ':1:17 optional chaining (?.)']);
    writeFileSync(join(dir, 'sw.js'), 'export {};');
    expect(checkBuild(dir).failures).toContainEqual(expect.stringMatching(/^sw\.js:1:0 /));
  });
});
