import { splitValue } from './logical-fallbacks.mjs';

/**
 * Margins for flex gaps where the browser may lack them (README, "Supported browsers": flex gap is
 * Safari 14.1 / Chrome 84). `@supports` cannot tell flex gap from grid's, and aspect-ratio came later in
 * both engines (Safari 15, Chrome 88), so every browser without it gets the margins and no gap: none
 * gets both (ui's modal.css does the same by hand). Grid gaps get the old `grid-gap` name before them
 * (unprefixed grid `gap` is Chrome 66).
 */

/** The feature test for "may lack flex gap" (ui's stylesheets write the same by hand). */
const NO_FLEX_GAP = 'not (aspect-ratio: 1 / 1)';

const GAPS = new Set(['gap', 'row-gap', 'column-gap']);
const OLD_GRID_NAMES = { gap: 'grid-gap', 'row-gap': 'grid-row-gap', 'column-gap': 'grid-column-gap' };
const LAYOUT = new Set(['flex-direction', 'flex-flow', 'flex-wrap']);

const ownDecl = (rule, prop) => rule.nodes?.filter((node) => node.type === 'decl' && node.prop === prop).at(-1);
const isKeyframes = (node) => node?.type === 'atrule' && /keyframes$/i.test(node.name);
export const isNoFlexGapBlock = (node) =>
  node?.type === 'atrule' && node.name === 'supports' && /^not\s*\(\s*aspect-ratio\s*:/.test(node.params);

/** The row gap and the column gap a rule's declarations give. */
function gapsOf(rule) {
  const gap = ownDecl(rule, 'gap');
  const [row, column] = gap ? splitValue(gap.value) : [];
  return {
    row: ownDecl(rule, 'row-gap')?.value ?? row,
    column: ownDecl(rule, 'column-gap')?.value ?? column ?? row,
  };
}

/**
 * A selector's display and flex flow in this stylesheet: the last rule naming it that sets each (a gap
 * set apart from the display, `.a, .b { display: flex } .b { gap: … }`, is still a flex gap).
 */
function layoutOf(selector, rule, root) {
  const layout = {};
  root.walkRules((other) => {
    if (other !== rule && (isNoFlexGapBlock(other.parent) || !other.selectors.includes(selector))) return;
    for (const prop of ['display', ...LAYOUT]) {
      const value = ownDecl(other, prop)?.value;
      if (value) layout[prop] = value;
    }
  });
  for (const prop of ['display', ...LAYOUT]) {
    const value = ownDecl(rule, prop)?.value;
    if (value) layout[prop] = value;
  }
  return layout;
}

/** The classes of a selector's subject, the part the gap applies to. */
const subjectClasses = (selector) => (/[^\s>+~]+$/.exec(selector.trim())?.[0].match(/\.[\w-]+/g) ?? []).map((name) => name.slice(1));

/** Another rule in the stylesheet that changes this container's direction or wrapping: its margins would be wrong there. */
function layoutChangedElsewhere(selector, rule, root) {
  const classes = subjectClasses(selector);
  let other;
  root.walkRules((candidate) => {
    if (candidate === rule || other || isNoFlexGapBlock(candidate.parent) || candidate.selectors.includes(selector)) return;
    if (!candidate.nodes.some((node) => node.type === 'decl' && LAYOUT.has(node.prop))) return;
    // The same class, or a BEM modifier of it (`.row--column`).
    const related = (name) => classes.some((own) => name === own || name.startsWith(`${own}--`));
    if (candidate.selectors.some((selector) => subjectClasses(selector).some(related))) other = candidate;
  });
  return other;
}

/** The margins that stand in for a flex container's gap, as [child selector suffix, declarations]. */
function gapMargins(layout, gaps) {
  const flow = `${layout['flex-direction'] ?? ''} ${layout['flex-flow'] ?? ''} ${layout['flex-wrap'] ?? ''}`;
  const column = /\bcolumn\b/.test(flow) || /\bcolumn-reverse\b/.test(flow);
  const reverse = /-reverse\b/.test(flow);
  const wraps = /\bwrap(-reverse)?\b/.test(flow) && !/\bnowrap\b/.test(flow);
  if (wraps) {
    // Each item keeps room after it and below it: the last of a line may wrap a little early.
    return [
      '>*',
      [
        ['-webkit-margin-end', gaps.column],
        ['margin-inline-end', gaps.column],
        ['margin-bottom', gaps.row],
      ],
    ];
  }
  if (column) return ['>*+*', [[reverse ? 'margin-bottom' : 'margin-top', gaps.row]]];
  const side = reverse ? 'end' : 'start';
  return [
    '>*+*',
    [
      [`-webkit-margin-${side}`, gaps.column],
      [`margin-inline-${side}`, gaps.column],
    ],
  ];
}

/** The selectors a stylesheet already gives margins for by hand. */
function handWritten(root) {
  const selectors = new Set();
  root.walkAtRules('supports', (block) => {
    if (!isNoFlexGapBlock(block)) return;
    block.walkRules((rule) => {
      if (ownDecl(rule, 'gap')) for (const selector of rule.selectors) selectors.add(selector);
    });
  });
  return selectors;
}

/** The PostCSS plugin (the app's Vite build runs it before the logical fallbacks, which then prefix these margins). */
export function flexGapFallbacks() {
  return {
    postcssPlugin: 'flex-gap-fallbacks',
    Once(root, { AtRule, Rule, result }) {
      const done = handWritten(root);
      const containers = [];
      root.walkRules((rule) => {
        if (isKeyframes(rule.parent) || isNoFlexGapBlock(rule.parent)) return;
        if (rule.nodes.some((node) => node.type === 'decl' && GAPS.has(node.prop))) containers.push(rule);
      });
      for (const rule of containers) {
        const block = new AtRule({ name: 'supports', params: NO_FLEX_GAP, source: rule.source });
        for (const selector of rule.selectors) {
          const layout = layoutOf(selector, rule, root);
          if (/grid/.test(layout.display ?? '')) {
            for (const [prop, old] of Object.entries(OLD_GRID_NAMES)) {
              const decl = ownDecl(rule, prop);
              if (decl && !ownDecl(rule, old)) decl.cloneBefore({ prop: old });
            }
            continue;
          }
          if (done.has(selector)) continue;
          if (!/flex/.test(layout.display ?? '')) {
            result.warn(`gap on "${selector}" without a display in this stylesheet: write its margins by hand`, { node: rule });
            continue;
          }
          const other = layoutChangedElsewhere(selector, rule, root);
          if (other) {
            result.warn(`"${other.selector}" changes the flex layout of "${selector}": write its margins by hand`, { node: rule });
            continue;
          }
          const [children, margins] = gapMargins(layout, gapsOf(rule));
          const items = new Rule({ selector: `${selector}${children}`, source: rule.source });
          for (const [prop, value] of margins) if (value) items.append({ prop, value, source: rule.source });
          if ((items.nodes ?? []).length === 0) continue;
          block.append(new Rule({ selector, source: rule.source }).append({ prop: 'gap', value: '0', source: rule.source }), items);
        }
        if ((block.nodes ?? []).length > 0) rule.after(block);
      }
    },
  };
}
flexGapFallbacks.postcss = true;
