import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { checkBuildCss, complexNots, cssProblems } from './check-build.mjs';
import { flexGapFallbacks } from './flex-gap-fallbacks.mjs';
import { logicalFallbacks } from './logical-fallbacks.mjs';

const built = (css) => postcss([flexGapFallbacks(), logicalFallbacks()]).process(css, { from: undefined }).css;

describe('the build check of the stylesheets', () => {
  it('finds a logical declaration without its fallback, and none once the plugins ran', () => {
    const css = '.a{padding-inline:1px 2px;margin-block-start:0}.b{inset-inline-end:0}.c{float:inline-start}';
    expect(cssProblems(css)).toEqual([
      '.a { padding-inline: 1px 2px } has no -webkit-padding-start, -webkit-padding-end fallback',
      '.a { margin-block-start: 0 } has no margin-top fallback',
      '.b { inset-inline-end: 0 } has no right for html:not([dir="rtl"]), left for html[dir="rtl"] fallback',
      '.c { float: inline-start } has no float for html:not([dir="rtl"]), float for html[dir="rtl"] fallback',
    ]);
    expect(cssProblems(built(css))).toEqual([]);
  });

  it('reads the fallbacks as the minifier writes them: no quotes or spaces, merged into a shorthand', () => {
    expect(cssProblems('.a{padding:4px 0;padding-block:4px}')).toEqual([]);
    expect(
      cssProblems('.b{inset-inline-end:0}@supports not (inset-inline-end:0){html:not([dir=rtl]) .b{right:0}html[dir=rtl] .b{left:0}}'),
    ).toEqual([]);
  });

  it('finds a flex gap without margins, a grid gap without its old name, and none once the plugins ran', () => {
    const css = '.row{display:flex;gap:4px}.grid{display:grid;gap:4px}.a,.b{display:flex;flex-direction:column}.b{gap:2px}';
    expect(cssProblems(css)).toEqual([
      '.row { gap: 4px } (flex) has no margins under @supports not (aspect-ratio: 1 / 1)',
      '.grid { gap: 4px } (grid) has no grid-gap before it',
      '.b { gap: 2px } (flex) has no margins under @supports not (aspect-ratio: 1 / 1)',
    ]);
    expect(cssProblems(built(css))).toEqual([]);
  });

  it('finds min(), max(), clamp() and dvh without a plain value before, and a custom property holding one unguarded', () => {
    expect(cssProblems('.a{width:min(1px,2px)}.b{height:100vh;height:100dvh}.c{top:1px;top:clamp(1px,2px,3px)}')).toEqual([
      '.a { width: min(1px,2px) } has no plain value before it',
    ]);
    expect(cssProblems(':root{--x:max(1px,2vw);--y:env(safe-area-inset-top,0px)}')).toEqual([
      ':root { --x: max(1px,2vw) } holds max( outside an @supports that tests it',
      ':root { --y: env(safe-area-inset-top,0px) } holds env( outside an @supports that tests it',
    ]);
    expect(cssProblems(':root{--x:2vw}@supports (width:max(1px,env(a,0px))){:root{--x:max(2vw,env(a,0px))}}')).toEqual([]);
    expect(cssProblems('.g{grid-template-columns:repeat(2,minmax(0,1fr))}')).toEqual([]);
  });

  it('finds :not() with more than a simple selector, which Chrome before 88 drops with its rule (the minifier wrote one for each logical property)', () => {
    expect(cssProblems('.a:not(:-webkit-any(:lang(ar),:lang(ur))){margin-left:0}')).toEqual([
      '.a:not(:-webkit-any(:lang(ar),:lang(ur))): :not(:-webkit-any(:lang(ar),:lang(ur))) is more than a simple selector, which Chrome before 88 rejects',
    ]);
    expect(complexNots('a:not(.b,.c):not(:is(.d)):not(div.e):not(.f .g)')).toEqual(['.b,.c', ':is(.d)', 'div.e', '.f .g']);
    expect(complexNots('html:not([dir="rtl"]) a:not(:nth-child(2)):not(div):not(:last-child)')).toEqual([]);
  });

  it("checks a build's CSS files and the styles inlined in its pages", () => {
    const dist = mkdtempSync(join(tmpdir(), 'css-check-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'a.css'), '.a{margin-top:0;margin-block-start:0}');
    writeFileSync(join(dist, 'index.html'), '<style>.b{inline-size:1px}</style><p>inline-size: 1px</p>');
    expect(checkBuildCss(dist)).toEqual({
      files: 2,
      failures: [`${join(dist, 'index.html')} <style> 1: .b { inline-size: 1px } has no width fallback`],
    });
  });
});
