import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { flexGapFallbacks } from './flex-gap-fallbacks.mjs';

const run = (css) => postcss([flexGapFallbacks()]).process(css, { from: undefined });
const out = async (css) => (await run(css)).css.replace(/\s*([{};,])\s*/g, '$1').trim();
const NO_GAP = '@supports not (aspect-ratio: 1 / 1)';

describe('flex gap fallbacks', () => {
  it('gives a row the gap as a start margin on every item but the first, and no gap, where flex gap may be missing', async () => {
    expect(await out('.r{display:flex;gap:var(--s)}')).toBe(
      `.r{display:flex;gap:var(--s)}${NO_GAP}{.r{gap:0}.r>*+*{-webkit-margin-start:var(--s);margin-inline-start:var(--s)}}`,
    );
    expect(await out('.r{display:inline-flex;gap:1px 2px}')).toContain('.r>*+*{-webkit-margin-start:2px;margin-inline-start:2px}');
    expect(await out('.r{display:flex;flex-direction:row-reverse;column-gap:3px}')).toContain(
      '.r>*+*{-webkit-margin-end:3px;margin-inline-end:3px}',
    );
  });

  it('gives a column a top margin (a bottom one reversed) of the row gap', async () => {
    expect(await out('.c{display:flex;flex-direction:column;gap:1px 2px}')).toContain(`${NO_GAP}{.c{gap:0}.c>*+*{margin-top:1px}}`);
    expect(await out('.c{display:flex;flex-flow:column-reverse;gap:1px}')).toContain('.c>*+*{margin-bottom:1px}');
  });

  it('gives each item of a wrapping row room after it and below it', async () => {
    expect(await out('.w{display:flex;flex-wrap:wrap;gap:1px 2px}')).toContain(
      '.w>*{-webkit-margin-end:2px;margin-inline-end:2px;margin-bottom:1px}',
    );
    expect(await out('.w{display:flex;flex-flow:row nowrap;gap:1px}')).toContain('.w>*+*{-webkit-margin-start:1px');
  });

  it('finds the display and direction in another rule naming the selector', async () => {
    expect(await out('.a,.b{display:flex;flex-direction:column;gap:4px}.b{gap:2px}')).toContain(
      `.b{gap:2px}${NO_GAP}{.b{gap:0}.b>*+*{margin-top:2px}}`,
    );
  });

  it('gives a grid gap its old name first (Chrome 64 and 65 know only grid-gap)', async () => {
    expect(await out('.g{display:grid;gap:1px;row-gap:2px}')).toBe('.g{display:grid;grid-gap:1px;gap:1px;grid-row-gap:2px;row-gap:2px}');
  });

  it('leaves margins written by hand alone', async () => {
    const css = `.r{display:flex;gap:1px}${NO_GAP}{.r{gap:0}.r>*+*{margin-inline-start:1px}}`;
    expect(await out(css)).toBe(css);
  });

  it('warns where it cannot tell the layout: no display, or a modifier that changes the direction', async () => {
    const texts = async (css) => (await run(css)).warnings().map((warning) => warning.text);
    expect(await texts('.x .y{gap:1px}')).toEqual(['gap on ".x .y" without a display in this stylesheet: write its margins by hand']);
    expect(await texts('.r{display:flex;gap:1px}.r--col{flex-direction:column}')).toEqual([
      '".r--col" changes the flex layout of ".r": write its margins by hand',
    ]);
  });
});
