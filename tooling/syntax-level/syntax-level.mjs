import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';

/**
 * The syntax the oldest supported browsers parse (README, "Supported browsers"): Safari 12 (iOS 12)
 * and Chrome 64 for Android. That is ES2018 plus the two module features every one of them has and
 * the build relies on: `import()` (code splitting) and `import.meta` (Vite's preload helper).
 * Acorn has no such level, so files are parsed as ES2020 and the ES2019/ES2020 syntax the range
 * lacks is refused here; anything newer (class fields, `??=`, numeric separators…) fails the parse.
 */
const PARSE_LEVEL = 2020;

/** Regular-expression lookbehind is ES2018 but Safari only parses it from 16.4: one literal blanks the page. */
const LOOKBEHIND = /\(\?<[=!]/;
/** ES2019 let strings hold raw line and paragraph separators; Chrome before 66 refuses them. */
const RAW_SEPARATOR = /[\u2028\u2029]/;

/** What in a node the range cannot parse, or null. */
function tooNew(node) {
  switch (node.type) {
    case 'ChainExpression':
      return 'optional chaining (?.)';
    case 'LogicalExpression':
      return node.operator === '??' ? 'nullish coalescing (??)' : null;
    case 'CatchClause':
      return node.param === null ? 'optional catch binding' : null;
    case 'Literal':
      if (node.bigint !== undefined) return 'BigInt literal';
      if (node.regex !== undefined && LOOKBEHIND.test(node.regex.pattern)) return 'regular-expression lookbehind';
      if (typeof node.value === 'string' && RAW_SEPARATOR.test(node.raw)) return 'raw U+2028/U+2029 in a string';
      return null;
    case 'TemplateElement':
      return null;
    default:
      return null;
  }
}

function* nodes(node) {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item?.type === 'string') yield* nodes(item);
    } else if (value !== null && typeof value === 'object' && typeof value.type === 'string') {
      yield* nodes(value);
    }
  }
}

/** Problems of one file's source: `line:column what` each; none when the range parses it. */
export function syntaxProblems(source, sourceType = 'module') {
  let program;
  try {
    program = parse(source, { ecmaVersion: PARSE_LEVEL, sourceType, locations: true });
  } catch (error) {
    return [`${error.loc ? `${error.loc.line}:${error.loc.column} ` : ''}${error.message.replace(/ \(\d+:\d+\)$/, '')}`];
  }
  const problems = [];
  for (const node of nodes(program)) {
    const what = tooNew(node);
    if (what !== null) problems.push(`${node.loc.start.line}:${node.loc.start.column} ${what}`);
  }
  return problems;
}

/**
 * Every emitted JavaScript file under `dir`, checked. The service worker is a classic script
 * (module workers are newer than Safari 12); every other file is a module chunk.
 */
export function checkBuild(dir, { classicScripts = ['sw.js'] } = {}) {
  const failures = [];
  let files = 0;
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    files += 1;
    const sourceType = classicScripts.includes(String(file)) ? 'script' : 'module';
    for (const problem of syntaxProblems(readFileSync(join(dir, file), 'utf8'), sourceType)) failures.push(`${file}:${problem}`);
  }
  return { files, failures };
}
