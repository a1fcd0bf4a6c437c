/**
 * Physical fallbacks for CSS logical properties, for the oldest supported browsers (README,
 * "Supported browsers": Safari 12.0 has no unprefixed start/end properties, Chrome before 69 none, and
 * the shorthands and insets wait for Safari 14.1 / Chrome 87). Modern browsers keep the logical
 * declaration, which follows each fallback, so they render as before. The app writes horizontally
 * only, so the block axis is top and bottom whatever the direction.
 */

/** Longhands whose physical twin needs no direction. */
const PLAIN = {
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
  'border-block-start-width': 'border-top-width',
  'border-block-start-style': 'border-top-style',
  'border-block-start-color': 'border-top-color',
  'border-block-end': 'border-bottom',
  'border-block-end-width': 'border-bottom-width',
  'border-block-end-style': 'border-bottom-style',
  'border-block-end-color': 'border-bottom-color',
};

/**
 * Longhands with WebKit's own start/end alias, which follows the element's direction as the logical
 * property does (Safari 3, Chrome 1; still aliases in today's engines), so no selector has to guess it.
 */
const PREFIXED = {
  'margin-inline-start': '-webkit-margin-start',
  'margin-inline-end': '-webkit-margin-end',
  'padding-inline-start': '-webkit-padding-start',
  'padding-inline-end': '-webkit-padding-end',
  'border-inline-start': '-webkit-border-start',
  'border-inline-start-width': '-webkit-border-start-width',
  'border-inline-start-style': '-webkit-border-start-style',
  'border-inline-start-color': '-webkit-border-start-color',
  'border-inline-end': '-webkit-border-end',
  'border-inline-end-width': '-webkit-border-end-width',
  'border-inline-end-style': '-webkit-border-end-style',
  'border-inline-end-color': '-webkit-border-end-color',
};

/** Longhands with no alias: the property for a left-to-right page, then for a right-to-left one. */
const DIRECTIONAL = {
  'inset-inline-start': ['left', 'right'],
  'inset-inline-end': ['right', 'left'],
  'border-start-start-radius': ['border-top-left-radius', 'border-top-right-radius'],
  'border-start-end-radius': ['border-top-right-radius', 'border-top-left-radius'],
  'border-end-start-radius': ['border-bottom-left-radius', 'border-bottom-right-radius'],
  'border-end-end-radius': ['border-bottom-right-radius', 'border-bottom-left-radius'],
};

/** Shorthands of a start and an end longhand: one value for both, or start then end. */
const PAIRS = {
  'margin-block': ['margin-block-start', 'margin-block-end'],
  'padding-block': ['padding-block-start', 'padding-block-end'],
  'inset-block': ['inset-block-start', 'inset-block-end'],
  'border-block-width': ['border-block-start-width', 'border-block-end-width'],
  'border-block-style': ['border-block-start-style', 'border-block-end-style'],
  'border-block-color': ['border-block-start-color', 'border-block-end-color'],
  'margin-inline': ['margin-inline-start', 'margin-inline-end'],
  'padding-inline': ['padding-inline-start', 'padding-inline-end'],
  'inset-inline': ['inset-inline-start', 'inset-inline-end'],
  'border-inline-width': ['border-inline-start-width', 'border-inline-end-width'],
  'border-inline-style': ['border-inline-start-style', 'border-inline-end-style'],
  'border-inline-color': ['border-inline-start-color', 'border-inline-end-color'],
};

/** Shorthands whose one value goes to both sides. */
const BOTH_SIDES = {
  'border-block': ['border-block-start', 'border-block-end'],
  'border-inline': ['border-inline-start', 'border-inline-end'],
};

/** Keywords of `float` and `clear` that follow the direction, as left-to-right then right-to-left. */
const FLOW_KEYWORDS = { 'inline-start': ['left', 'right'], 'inline-end': ['right', 'left'] };
const FLOW_PROPERTIES = new Set(['float', 'clear']);

/** Every logical property this file writes a fallback for (the build check reads it too). */
/**
 * `inset` is physical, but the same module and as new (Safari 14.1, Chrome 87). Its four sides (as
 * `margin` takes them) cannot go in the rule: the minifier, told to keep logical properties, merges any
 * top, right, bottom and left of one rule back into `inset`. So they go after it in two `@supports not`
 * blocks whose tests fail in the same browsers (inset-block came with inset), which it does not merge.
 */
const INSET_BLOCKS = [
  ['inset: 0', ['top', 'bottom']],
  ['inset-block: 0', ['left', 'right']],
];

export const LOGICAL_PROPERTIES = new Set([
  'inset',
  ...Object.keys(PLAIN),
  ...Object.keys(PREFIXED),
  ...Object.keys(DIRECTIONAL),
  ...Object.keys(PAIRS),
  ...Object.keys(BOTH_SIDES),
]);

/** The page's direction as a selector prefix: `dir` is always on <html> (index.html, then i18n's setup). */
export const PAGE_RTL = 'html[dir="rtl"]';
export const PAGE_LTR = 'html:not([dir="rtl"])';

/** A value's parts at the top level (spaces inside var(), calc() and the like do not split). */
export function splitValue(value) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** The longhands a logical declaration stands for, each with its value. */
function longhands(prop, value) {
  if (PAIRS[prop]) {
    const parts = splitValue(value);
    const [start, end] = PAIRS[prop];
    return parts.length === 2
      ? [
          [start, parts[0]],
          [end, parts[1]],
        ]
      : [
          [start, value],
          [end, value],
        ];
  }
  if (BOTH_SIDES[prop]) return BOTH_SIDES[prop].map((side) => [side, value]);
  return [[prop, value]];
}

/**
 * A declaration's fallbacks: `inRule` goes just before it (no direction needed, or an alias that knows
 * it), `ltr` and `rtl` into an `@supports not` block after the rule, by the page's direction.
 */
export function fallbacksFor(prop, value) {
  const inRule = [];
  const ltr = [];
  const rtl = [];
  if (FLOW_PROPERTIES.has(prop)) {
    const sides = FLOW_KEYWORDS[value.trim()];
    if (sides) {
      ltr.push([prop, sides[0]]);
      rtl.push([prop, sides[1]]);
    }
    return { inRule, ltr, rtl, blocks: [] };
  }
  if (prop === 'inset') {
    const [top, right = top, bottom = top, left = right] = splitValue(value);
    const sides = { top, right, bottom, left };
    return { inRule, ltr, rtl, blocks: INSET_BLOCKS.map(([test, props]) => [test, props.map((side) => [side, sides[side]])]) };
  }
  for (const [longhand, part] of longhands(prop, value)) {
    if (PLAIN[longhand]) inRule.push([PLAIN[longhand], part]);
    else if (PREFIXED[longhand]) inRule.push([PREFIXED[longhand], part]);
    else if (DIRECTIONAL[longhand]) {
      ltr.push([DIRECTIONAL[longhand][0], part]);
      rtl.push([DIRECTIONAL[longhand][1], part]);
    }
  }
  // The same sides in both directions (`inset-inline: 0`) need no direction either.
  const key = (list) => JSON.stringify([...list].sort());
  if (ltr.length > 0 && key(ltr) === key(rtl)) return { inRule: [...inRule, ...ltr], ltr: [], rtl: [], blocks: [] };
  return { inRule, ltr, rtl, blocks: [] };
}

/** A selector limited to the page's direction (`html` or `:root` at its head takes the condition itself). */
export function inDirection(selector, page) {
  const head = /^(html|:root)(?![\w-])/.exec(selector);
  if (!head) return `${page} ${selector}`;
  return `${head[1]}${page.slice('html'.length)}${selector.slice(head[1].length)}`;
}

const isKeyframes = (node) => node?.type === 'atrule' && /keyframes$/i.test(node.name);

/** The PostCSS plugin (the app's Vite build runs it on every stylesheet, the packages' included). */
export function logicalFallbacks() {
  return {
    postcssPlugin: 'logical-fallbacks',
    Once(root, { AtRule, Rule, result }) {
      const found = [];
      root.walkDecls((decl) => {
        if (LOGICAL_PROPERTIES.has(decl.prop) || (FLOW_PROPERTIES.has(decl.prop) && FLOW_KEYWORDS[decl.value.trim()])) found.push(decl);
      });
      // The blocks after a rule go in the order of its declarations; a rule's directional fallbacks share one
      // block per test, in the rule's order (a plain value before a max() stays before it).
      const lastAfter = new Map();
      const after = (rule, block) => {
        (lastAfter.get(rule) ?? rule).after(block);
        lastAfter.set(rule, block);
      };
      const directedOf = new Map();
      const source = (rule) => ({ source: rule.source });
      for (const decl of found) {
        const rule = decl.parent;
        if (rule?.type !== 'rule') continue;
        const { inRule, ltr, rtl, blocks } = fallbacksFor(decl.prop, decl.value);
        const before = new Set();
        for (let node = decl.prev(); node; node = node.prev()) if (node.type === 'decl') before.add(node.prop);
        for (const [prop, value] of inRule) if (!before.has(prop)) decl.cloneBefore({ prop, value });
        if (ltr.length === 0 && blocks.length === 0) continue;
        if (isKeyframes(rule.parent)) {
          result.warn(`${decl.prop} in a keyframe has no fallback for the oldest browsers`, { node: decl });
          continue;
        }
        for (const [test, sides] of blocks) {
          const block = new AtRule({ name: 'supports', params: `not (${test})`, ...source(rule) });
          const plain = new Rule({ selectors: rule.selectors, ...source(rule) });
          for (const [prop, value] of sides) plain.append(decl.clone({ prop, value }));
          block.append(plain);
          after(rule, block);
        }
        if (ltr.length === 0) continue;
        const test = FLOW_PROPERTIES.has(decl.prop) ? `${decl.prop}: ${decl.value.trim()}` : `${decl.prop}: 0`;
        const ofRule = directedOf.get(rule) ?? new Map();
        directedOf.set(rule, ofRule);
        let directed = ofRule.get(test);
        if (!directed) {
          const block = new AtRule({ name: 'supports', params: `not (${test})`, ...source(rule) });
          directed = [PAGE_LTR, PAGE_RTL].map(
            (page) => new Rule({ selectors: rule.selectors.map((selector) => inDirection(selector, page)), ...source(rule) }),
          );
          block.append(...directed);
          after(rule, block);
          ofRule.set(test, directed);
        }
        for (const [prop, value] of ltr) directed[0].append(decl.clone({ prop, value }));
        for (const [prop, value] of rtl) directed[1].append(decl.clone({ prop, value }));
      }
    },
  };
}
logicalFallbacks.postcss = true;
