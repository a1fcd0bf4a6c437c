import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { isNoFlexGapBlock } from './flex-gap-fallbacks.mjs';
import { fallbacksFor, inDirection, LOGICAL_PROPERTIES, PAGE_LTR, PAGE_RTL } from './logical-fallbacks.mjs';

/**
 * The build's stylesheets keep their promises to the oldest browsers (README, "Supported browsers";
 * the stylelint config accepts these features because of it): every logical declaration has its
 * physical fallback, every flex gap its margins, every value that needs a newer engine (min(), max(),
 * clamp(), dvh) a plain one before it, and every custom property holding one a guard.
 */

/** Selectors and conditions as the minifier writes them: no spaces, no quotes. */
const norm = (text) => text.replace(/\s+/g, '').replace(/["']/g, '');

/** Values an old engine drops, so the declaration needs a plain one before it. */
const NEWER_VALUE = /\b(?:min|max|clamp)\(|\d(?:dvh|svh|lvh|dvw|svw|lvw)\b/;
/** What a custom property may hold only under an @supports that tests it: the old engine keeps it, and unsets its users. */
const GUARDED_FUNCTION = /\b(min|max|clamp|env)\(/g;

const FLOW = new Set(['float', 'clear']);

/**
 * A physical fallback, or the shorthand the minifier may have merged it into (`padding: 0; padding-top: 4px`
 * → `padding: 4px 0`); never `inset`, which is as new as the logical properties.
 */
function coveredBy(prop) {
  if (/^(top|bottom|left|right)$/.test(prop)) return [prop];
  const [head, , last] = prop.split('-');
  return [prop, head, ...(last ? [`${head}-${last}`] : [])];
}
const GAPS = new Set(['gap', 'row-gap', 'column-gap']);

const ownDecl = (rule, prop) => rule.nodes?.filter((node) => node.type === 'decl' && node.prop === prop).at(-1);
const where = (node) =>
  node.parent?.type === 'rule' ? node.parent.selector : node.parent?.type === 'atrule' ? `@${node.parent.name}` : '';
const ancestors = (node) => {
  const list = [];
  for (let parent = node.parent; parent; parent = parent.parent) list.push(parent);
  return list;
};

/** Every declaration inside an `@supports not (…)` block, as "condition|selector|property". */
function supportedElsewhere(root) {
  const keys = new Set();
  root.walkAtRules('supports', (block) => {
    block.walkDecls((decl) => {
      if (decl.parent.type !== 'rule') return;
      for (const selector of decl.parent.selectors) keys.add(`${norm(block.params)}|${norm(selector)}|${decl.prop}`);
    });
  });
  return keys;
}

function logicalProblems(root) {
  const problems = [];
  const elsewhere = supportedElsewhere(root);
  root.walkDecls((decl) => {
    const flow = FLOW.has(decl.prop) && /^inline-(start|end)$/.test(decl.value.trim());
    if (!LOGICAL_PROPERTIES.has(decl.prop) && !flow) return;
    if (decl.parent.type !== 'rule') return;
    const { inRule, ltr, rtl, blocks } = fallbacksFor(decl.prop, decl.value);
    const before = new Set();
    for (let node = decl.prev(); node; node = node.prev()) if (node.type === 'decl') before.add(node.prop);
    const missing = inRule.filter(([prop]) => !coveredBy(prop).some((name) => before.has(name))).map(([prop]) => prop);
    const test = norm(`not (${flow ? `${decl.prop}: ${decl.value}` : `${decl.prop}: 0`})`);
    for (const [page, sides] of [
      [PAGE_LTR, ltr],
      [PAGE_RTL, rtl],
    ]) {
      for (const selector of decl.parent.selectors) {
        for (const [prop] of sides)
          if (!elsewhere.has(`${test}|${norm(inDirection(selector, page))}|${prop}`)) missing.push(`${prop} for ${page}`);
      }
    }
    for (const [blockTest, sides] of blocks) {
      for (const selector of decl.parent.selectors) {
        for (const [prop] of sides) if (!elsewhere.has(`${norm(`not (${blockTest})`)}|${norm(selector)}|${prop}`)) missing.push(prop);
      }
    }
    if (missing.length > 0)
      problems.push(`${where(decl)} { ${decl.prop}: ${decl.value} } has no ${[...new Set(missing)].join(', ')} fallback`);
  });
  return problems;
}

/** The selectors given margins for flex gap, and the display each selector gets in this stylesheet. */
function gapProblems(root) {
  const problems = [];
  const withMargins = new Set();
  const display = new Map();
  root.walkRules((rule) => {
    if (isNoFlexGapBlock(rule.parent)) {
      if (ownDecl(rule, 'gap')?.value === '0') for (const selector of rule.selectors) withMargins.add(norm(selector));
      return;
    }
    const value = ownDecl(rule, 'display')?.value;
    if (value) for (const selector of rule.selectors) display.set(norm(selector), value);
  });
  root.walkRules((rule) => {
    if (isNoFlexGapBlock(rule.parent) || ancestors(rule).some((node) => node.type === 'atrule' && /keyframes$/.test(node.name))) return;
    const gaps = rule.nodes.filter((node) => node.type === 'decl' && GAPS.has(node.prop));
    if (gaps.length === 0) return;
    for (const selector of rule.selectors) {
      const shown = ownDecl(rule, 'display')?.value ?? display.get(norm(selector));
      if (/grid/.test(shown ?? '')) {
        const old = gaps.filter((gap) => !ownDecl(rule, `grid-${gap.prop}`));
        if (old.length > 0) problems.push(`${selector} { ${old[0].prop}: ${old[0].value} } (grid) has no grid-${old[0].prop} before it`);
      } else if (!withMargins.has(norm(selector))) {
        problems.push(
          `${selector} { ${gaps[0].prop}: ${gaps[0].value} } (${shown ?? 'display set elsewhere'}) has no margins under @supports not (aspect-ratio: 1 / 1)`,
        );
      }
    }
  });
  return problems;
}

function valueProblems(root) {
  const problems = [];
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      const needs = [...decl.value.matchAll(GUARDED_FUNCTION)].map((match) => `${match[1]}(`);
      const guards = ancestors(decl)
        .filter((node) => node.type === 'atrule' && node.name === 'supports' && !/^not\b/.test(node.params.trim()))
        .map((node) => node.params);
      const unguarded = [...new Set(needs)].filter((fn) => !guards.some((params) => params.includes(fn)));
      if (unguarded.length > 0)
        problems.push(`${where(decl)} { ${decl.prop}: ${decl.value} } holds ${unguarded.join(', ')} outside an @supports that tests it`);
      return;
    }
    if (!NEWER_VALUE.test(decl.value)) return;
    let plain = false;
    for (let node = decl.prev(); node && !plain; node = node.prev())
      plain = node.type === 'decl' && node.prop === decl.prop && !NEWER_VALUE.test(node.value);
    if (!plain) problems.push(`${where(decl)} { ${decl.prop}: ${decl.value} } has no plain value before it`);
  });
  return problems;
}

/** Pseudo-classes that take a selector list: inside :not() they make it more than a simple selector. */
const LIST_PSEUDO = /:(?:is|where|matches|has|not|-webkit-any|-moz-any)\(/;

/** The arguments of a selector's `:not()`s that are more than one simple selector (`:not(.a, .b)`, `:not(:is(…))`, `:not(.a.b)`). */
export function complexNots(selector) {
  const found = [];
  for (let at = selector.indexOf(':not('); at >= 0; at = selector.indexOf(':not(', at + 1)) {
    let depth = 0;
    let end = at + ':not'.length;
    for (; end < selector.length; end += 1) {
      if (selector[end] === '(') depth += 1;
      else if (selector[end] === ')' && (depth -= 1) === 0) break;
    }
    const argument = selector.slice(at + ':not('.length, end);
    // Top level only: what [attribute] and (arguments) hold does not count.
    const top = argument.replace(/\[[^\]]*\]/g, '[]').replace(/\((?:[^()]|\([^()]*\))*\)/g, '()');
    const simple = (top.match(/[.#:[]/g)?.length ?? 0) + (/^[a-z*]/i.test(top) ? 1 : 0);
    if (LIST_PSEUDO.test(argument) || /[\s,>+~]/.test(top) || simple > 1) found.push(argument);
  }
  return found;
}

/** Rules Chrome before 88 drops whole: `:not()` takes one simple selector there (the range starts at Chrome 64). */
function selectorProblems(root) {
  const problems = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    for (const selector of rule.selectors) {
      const complex = complexNots(selector);
      if (complex.length > 0)
        problems.push(`${selector}: :not(${complex[0]}) is more than a simple selector, which Chrome before 88 rejects`);
    }
  });
  return problems;
}

/** A stylesheet's problems, each a line. */
export function cssProblems(css) {
  const root = postcss.parse(css);
  return [...logicalProblems(root), ...gapProblems(root), ...valueProblems(root), ...selectorProblems(root)];
}

/** The stylesheets of a build: its CSS files and the styles inlined in its pages. */
function buildStylesheets(dist) {
  const sheets = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css')) sheets.push([path, readFileSync(path, 'utf8')]);
      else if (entry.name.endsWith('.html')) {
        let index = 0;
        for (const match of readFileSync(path, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
          sheets.push([`${path} <style> ${(index += 1)}`, match[1]]);
      }
    }
  };
  walk(dist);
  return sheets;
}

/** Every stylesheet of a build checked: how many, and each problem with its file. */
export function checkBuildCss(dist) {
  const sheets = buildStylesheets(dist);
  const failures = sheets.flatMap(([file, css]) => cssProblems(css).map((problem) => `${file}: ${problem}`));
  return { files: sheets.length, failures };
}
