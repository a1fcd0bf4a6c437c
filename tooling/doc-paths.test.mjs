import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: every repository path its READMEs and docs name exists, so a
 * reader who follows one lands on the file (and a link's heading on its section); and nothing
 * cites the notes that were kept outside it while the project started (a clone has none of them:
 * docs/README.md's table says where each old citation leads, and is the one place that names them).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const posix = (path) => path.split(sep).join('/');

/** Top-level folders whose paths a Markdown file may name from the repository's root. */
const ROOTS = ['apps/', 'packages/', 'e2e/', 'tooling/', 'scripts/', 'docs/'];
/** Build and test output (the folders `.gitignore` names): named by the docs, absent from a clone. */
const GENERATED = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[\w.-]+\/$/.test(line))
  .map((line) => line.slice(0, -1));

function markdownFiles() {
  const found = ['README.md'];
  const walk = (folder, keep) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || GENERATED.includes(entry.name)) continue;
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path, keep);
      else if (keep(path)) found.push(path);
    }
  };
  walk('docs', (path) => path.endsWith('.md'));
  walk('e2e', (path) => path.endsWith('/README.md'));
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      if (existsSync(join(root, group, name, 'README.md'))) found.push(`${group}/${name}/README.md`);
    }
  }
  return found;
}

/** Fenced code shows code, not paths to follow. */
const withoutFences = (text) => text.replace(/^\s*```[^\n]*\n[\s\S]*?^\s*```/gm, '');

/** A segment with a glob or a placeholder (`*`, `**`, `<code>`, `{a,b}`, `…`) as a pattern over one name. */
function segmentPattern(segment) {
  let source = '';
  for (const part of segment.split(/(\*+|<[^>]+>|\{[^}]+\}|…|\.\.\.)/)) {
    if (!part) continue;
    if (part.startsWith('*') || part.startsWith('<') || part === '…' || part === '...') source += '.*';
    else if (part.startsWith('{')) source += `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
    else source += escape(part);
  }
  return new RegExp(`^${source}$`);
}
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isPattern = (segment) => /[*<{…]|\.\.\./.test(segment);

/** Whether `path` (relative to `base`, segments with patterns allowed) names at least one file or folder. */
function exists(base, segments) {
  if (segments.length === 0) return true;
  const [head, ...rest] = segments;
  if (head === '**') return exists(base, rest) || children(base).some((name) => exists(join(base, name), segments));
  if (!isPattern(head)) return existsSync(join(base, head)) && exists(join(base, head), rest);
  const pattern = segmentPattern(head);
  return children(base).some((name) => pattern.test(name) && exists(join(base, name), rest));
}
function children(folder) {
  try {
    return statSync(folder).isDirectory() ? readdirSync(folder).filter((name) => name !== 'node_modules') : [];
  } catch {
    return [];
  }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of withoutFences(readFileSync(join(root, file), 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Each path a Markdown file names: `file: path` for the ones that lead nowhere. */
function stalePaths(file) {
  const folder = dirname(file);
  const inPackage = /^(packages|apps)\/[^/]+$/.test(folder);
  const text = withoutFences(readFileSync(join(root, file), 'utf8'));
  const stale = [];
  const check = (base, path, shown = path) => {
    const [target, anchor] = path.split('#');
    const segments = target.replace(/\/$/, '').split('/').filter(Boolean);
    if (segments.some((segment) => GENERATED.includes(segment))) return;
    if (!exists(join(root, base), segments)) {
      stale.push(`${file}: ${shown}`);
      return;
    }
    if (anchor && target.endsWith('.md') && !anchorsOf(posix(join(base, target))).has(anchor)) {
      stale.push(`${file}: ${shown} (no such heading)`);
    }
  };
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const token of span.split(/\s+/)) {
      const path = token.replace(/[,;:)]+$/, '');
      if (ROOTS.some((prefix) => path.startsWith(prefix))) check('.', path);
      else if (inPackage && path.startsWith('src/')) check(folder, path, `${path} (in ${folder})`);
    }
  }
  for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(href)) continue;
    if (href.startsWith('#')) {
      if (!anchorsOf(file).has(href.slice(1))) stale.push(`${file}: ${href} (no such heading)`);
      continue;
    }
    check(posix(relative(root, join(root, folder))) || '.', href);
  }
  return stale;
}

/** The notes that were kept outside the repository, by name. */
const OUTSIDE_NOTES = /protocol\.md|DESIGN\.md|\/work\/shared/;
const MAPPING = 'docs/README.md';
const SELF = 'tooling/doc-paths.test.mjs';
const TEXT_FILE = /\.(m?[jt]sx?|cjs|json|md|css|html|sh|ya?ml)$/;

/** `../shared/` leads outside the repository unless a `shared` folder sits where it points (auth's `src/shared/`). */
function leavesRepository(file, text) {
  return [...text.matchAll(/((?:\.\.\/)+)shared\//g)].some(([, up]) => {
    const target = relative(root, resolve(root, dirname(file), up, 'shared'));
    return target.startsWith('..') || !existsSync(join(root, target));
  });
}

describe('the repository explains itself', () => {
  it('names only paths that exist in its READMEs and docs', () => {
    const files = markdownFiles();
    expect(files).toContain('docs/platform-calls.md');
    expect(files.flatMap(stalePaths)).toEqual([]);
  });

  it('cites no notes kept outside the repository, but in the table of docs/README.md', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
    const citing = tracked
      .filter((file) => TEXT_FILE.test(file) && file !== MAPPING && file !== SELF && existsSync(join(root, file)))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return OUTSIDE_NOTES.test(text) || leavesRepository(file, text);
      });
    expect(citing).toEqual([]);
  });
});
