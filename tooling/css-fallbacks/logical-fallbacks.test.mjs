import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { fallbacksFor, inDirection, logicalFallbacks, splitValue } from './logical-fallbacks.mjs';

const run = (css) => postcss([logicalFallbacks()]).process(css, { from: undefined });
const out = async (css) => (await run(css)).css.replace(/\s*([{};,])\s*/g, '$1').trim();

describe('logical fallbacks', () => {
  it('writes the plain twin before each block-axis and size longhand', async () => {
    const props = {
      'block-size': 'height',
      'min-block-size': 'min-height',
      'max-block-size': 'max-height',
      'inline-size': 'width',
      'min-inline-size': 'min-width',
      'max-inline-size': 'max-width',
      'margin-block-start': 'margin-top',
      'margin-block-end': 'margin-bottom',
      'padding-block-start': 'padding-top',
      'padding-block-end': 'padding-bottom',
      'inset-block-start': 'top',
      'inset-block-end': 'bottom',
      'border-block-start': 'border-top',
      'border-block-start-color': 'border-top-color',
      'border-block-end': 'border-bottom',
      'border-block-end-width': 'border-bottom-width',
    };
    for (const [logical, physical] of Object.entries(props)) {
      expect(await out(`.x{${logical}:var(--a)}`)).toBe(`.x{${physical}:var(--a);${logical}:var(--a)}`);
    }
  });

  it("writes WebKit's start/end alias before each inline-axis margin, padding and border longhand", async () => {
    expect(await out('.x{margin-inline-start:auto}')).toBe('.x{-webkit-margin-start:auto;margin-inline-start:auto}');
    expect(await out('.x{margin-inline-end:4px}')).toBe('.x{-webkit-margin-end:4px;margin-inline-end:4px}');
    expect(await out('.x{padding-inline-start:1px}')).toBe('.x{-webkit-padding-start:1px;padding-inline-start:1px}');
    expect(await out('.x{padding-inline-end:1px}')).toBe('.x{-webkit-padding-end:1px;padding-inline-end:1px}');
    expect(await out('.x{border-inline-start:1px solid var(--c)}')).toBe(
      '.x{-webkit-border-start:1px solid var(--c);border-inline-start:1px solid var(--c)}',
    );
    expect(await out('.x{border-inline-end-color:red}')).toBe('.x{-webkit-border-end-color:red;border-inline-end-color:red}');
  });

  it('splits the shorthands into start and end, one value serving both', async () => {
    expect(await out('.x{padding-inline:var(--a) var(--b)}')).toBe(
      '.x{-webkit-padding-start:var(--a);-webkit-padding-end:var(--b);padding-inline:var(--a) var(--b)}',
    );
    expect(await out('.x{margin-inline:auto}')).toBe('.x{-webkit-margin-start:auto;-webkit-margin-end:auto;margin-inline:auto}');
    expect(await out('.x{padding-block:calc(1px + 2px) 0}')).toBe(
      '.x{padding-top:calc(1px + 2px);padding-bottom:0;padding-block:calc(1px + 2px) 0}',
    );
    expect(await out('.x{margin-block:4px}')).toBe('.x{margin-top:4px;margin-bottom:4px;margin-block:4px}');
    expect(await out('.x{inset-block:0}')).toBe('.x{top:0;bottom:0;inset-block:0}');
    expect(await out('.x{border-block:1px solid red}')).toBe(
      '.x{border-top:1px solid red;border-bottom:1px solid red;border-block:1px solid red}',
    );
    expect(await out('.x{border-inline:1px solid red}')).toBe(
      '.x{-webkit-border-start:1px solid red;-webkit-border-end:1px solid red;border-inline:1px solid red}',
    );
  });

  it('writes the four sides of inset, which is as new as the logical properties, in two blocks the minifier does not merge back', async () => {
    expect(await out('.x,.y{inset:0}')).toBe(
      '.x,.y{inset:0}@supports not (inset: 0){.x,.y{top:0;bottom:0}}@supports not (inset-block: 0){.x,.y{left:0;right:0}}',
    );
    expect(await out('.x{inset:1px var(--a)}')).toContain(
      '{.x{top:1px;bottom:1px}}@supports not (inset-block: 0){.x{left:var(--a);right:var(--a)}}',
    );
    expect(await out('.x{inset:1px 2px 3px}')).toContain('{.x{top:1px;bottom:3px}}@supports not (inset-block: 0){.x{left:2px;right:2px}}');
  });

  it('writes a symmetric inset-inline as left and right in the rule itself', async () => {
    expect(await out('.x{inset-inline:0}')).toBe('.x{left:0;right:0;inset-inline:0}');
  });

  it('writes the insets, corner radii, float and clear by the page direction where the browser lacks them', async () => {
    expect(await out('.x,.y>a{inset-inline-end:var(--s)}')).toBe(
      '.x,.y>a{inset-inline-end:var(--s)}@supports not (inset-inline-end: 0){html:not([dir="rtl"]) .x,html:not([dir="rtl"]) .y>a{right:var(--s)}html[dir="rtl"] .x,html[dir="rtl"] .y>a{left:var(--s)}}',
    );
    expect(await out('.x{inset-inline-start:0}')).toContain('html:not([dir="rtl"]) .x{left:0}html[dir="rtl"] .x{right:0}');
    expect(await out('.x{inset-inline:1px 2px}')).toContain(
      '{html:not([dir="rtl"]) .x{left:1px;right:2px}html[dir="rtl"] .x{right:1px;left:2px}}',
    );
    expect(await out('.x{border-start-start-radius:4px}')).toContain(
      'html:not([dir="rtl"]) .x{border-top-left-radius:4px}html[dir="rtl"] .x{border-top-right-radius:4px}',
    );
    expect(await out('.x{border-start-end-radius:4px}')).toContain(
      'html:not([dir="rtl"]) .x{border-top-right-radius:4px}html[dir="rtl"] .x{border-top-left-radius:4px}',
    );
    expect(await out('.x{border-end-start-radius:4px}')).toContain(
      'html:not([dir="rtl"]) .x{border-bottom-left-radius:4px}html[dir="rtl"] .x{border-bottom-right-radius:4px}',
    );
    expect(await out('.x{border-end-end-radius:0}')).toContain(
      'html:not([dir="rtl"]) .x{border-bottom-right-radius:0}html[dir="rtl"] .x{border-bottom-left-radius:0}',
    );
    expect(await out('.x{float:inline-start}')).toBe(
      '.x{float:inline-start}@supports not (float: inline-start){html:not([dir="rtl"]) .x{float:left}html[dir="rtl"] .x{float:right}}',
    );
    expect(await out('.x{clear:inline-end}')).toContain('html:not([dir="rtl"]) .x{clear:right}html[dir="rtl"] .x{clear:left}');
    expect(await out('.x{float:left}')).toBe('.x{float:left}');
  });

  it('keeps the order of several directional blocks and stays inside the rule’s media query', async () => {
    const css = await out('@media (min-width:1px){.x{inset-inline-start:0;inset-inline-end:auto}}');
    expect(css).toMatch(
      /^@media \(min-width:1px\)\{\.x\{.*\}@supports not \(inset-inline-start: 0\)\{.*\}@supports not \(inset-inline-end: 0\)\{.*\}\}$/,
    );
  });

  it('keeps !important on the fallbacks', async () => {
    expect(await out('.x{padding-inline-start:0!important}')).toBe(
      '.x{-webkit-padding-start:0!important;padding-inline-start:0!important}',
    );
    expect(await out('.x{inset-inline-end:0 !important}')).toContain('.x{right:0 !important}');
  });

  it('leaves an author’s own fallback before the logical declaration alone', async () => {
    expect(await out('.x{min-height:100vh;min-block-size:100dvh}')).toBe('.x{min-height:100vh;min-block-size:100dvh}');
    expect(await out('.x{-webkit-margin-start:1px;margin-inline-start:1px}')).toBe('.x{-webkit-margin-start:1px;margin-inline-start:1px}');
  });

  it('leaves text-align start and end alone: every supported browser has them', async () => {
    expect(await out('.x{text-align:start}')).toBe('.x{text-align:start}');
  });

  it('warns on a directional property in a keyframe, which no selector can reach', async () => {
    const result = await run('@keyframes k{from{inset-inline-start:0}}');
    expect(result.warnings().map((w) => w.text)).toEqual(['inset-inline-start in a keyframe has no fallback for the oldest browsers']);
  });

  it('puts the direction on html or :root when the selector starts there', () => {
    expect(inDirection('html[data-theme="dark"] .x', 'html[dir="rtl"]')).toBe('html[dir="rtl"][data-theme="dark"] .x');
    expect(inDirection(':root .x', 'html:not([dir="rtl"])')).toBe(':root:not([dir="rtl"]) .x');
    expect(inDirection('.htmlish', 'html[dir="rtl"]')).toBe('html[dir="rtl"] .htmlish');
  });

  it('splits values at the top level only', () => {
    expect(splitValue(' var(--a, 1px 2px)  calc(1px + 2px) ')).toEqual(['var(--a, 1px 2px)', 'calc(1px + 2px)']);
    expect(fallbacksFor('padding-inline', 'var(--a)').inRule).toEqual([
      ['-webkit-padding-start', 'var(--a)'],
      ['-webkit-padding-end', 'var(--a)'],
    ]);
  });
});

describe('logical fallbacks, one block per test', () => {
  it('keeps a plain value and its max() in one block, in the rule’s order', async () => {
    expect(await out('.x{inset-inline-start:1px;inset-inline-start:max(1px,2vw)}')).toBe(
      '.x{inset-inline-start:1px;inset-inline-start:max(1px,2vw)}@supports not (inset-inline-start: 0){html:not([dir="rtl"]) .x{left:1px;left:max(1px,2vw)}html[dir="rtl"] .x{right:1px;right:max(1px,2vw)}}',
    );
  });
});
