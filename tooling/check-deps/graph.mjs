import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The house rules on imports, checked from the source: no cycle inside a package, no cycle
 * between packages, arrows only downwards (between packages by tier, inside a package by the
 * `layers` its manifest declares), and a package reached only through its exports map.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const IMPORT_PATTERN = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Lower tiers never import higher ones; features (tier 2) never import each other. */
const TIERS = { 'api-client': 0, i18n: 1, ui: 1, 'app-core': 1 };
const FEATURE_TIER = 2;
const APP_TIER = 3;

function listSourceFiles(dir) {
  const files = [];
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...listSourceFiles(full));
    else if (SOURCE_EXTENSIONS.some((ext) => entry.endsWith(ext)) && !entry.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

export function importsOf(source) {
  const specifiers = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) specifiers.push(match[1] ?? match[2] ?? match[3]);
  return specifiers;
}

function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => join(base, 'index' + ext))];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Strongly connected components with more than one node (or a self-loop), as lists of nodes. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) cycles.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/** Tests and stories sit beside the code and may reach anything in their own package. */
const EXEMPT_FROM_LAYERS = /\.(test|stories)\.[cm]?[jt]sx?$/;

/**
 * A manifest's `layers`, bottom first: each layer a string of space-separated entries (or a list
 * of them), an entry naming a folder directly under `src/` (its whole subtree), a file directly
 * under `src/`, or `*` (the files directly under `src/` that no entry names).
 */
const layerEntries = (layers) => layers.map((layer) => (typeof layer === 'string' ? layer.split(/\s+/).filter(Boolean) : layer));

/** The layer of each source file under `src/`, or null for a file in none. */
function layerIndex(layers, sourceRoot) {
  const named = new Map();
  let rest = null;
  layers.forEach((layer, index) => {
    for (const entry of layer) {
      if (entry === '*') rest = index;
      else named.set(entry, index);
    }
  });
  return (file) => {
    const parts = relative(sourceRoot, file).split(sep);
    if (named.has(parts[0])) return named.get(parts[0]);
    return parts.length === 1 ? rest : null;
  };
}

function checkLayers(pkg, fileGraph, root) {
  const problems = [];
  const sourceRoot = join(pkg.dir, 'src');
  if (!Array.isArray(pkg.layers)) {
    problems.push(`${relative(root, pkg.dir)}/package.json: no "layers" (bottom first) for the folders and files of src/`);
    return problems;
  }
  const layers = layerEntries(pkg.layers);
  for (const entry of layers.flat()) {
    if (entry !== '*' && !existsSync(join(sourceRoot, entry)))
      problems.push(`${relative(root, pkg.dir)}/package.json: layer entry "${entry}" names nothing in src/`);
  }
  const layerOf = layerIndex(layers, sourceRoot);
  const name = (index) => layers[index].join(' ');
  for (const [file, edges] of fileGraph) {
    if (EXEMPT_FROM_LAYERS.test(file)) continue;
    const from = layerOf(file);
    const where = relative(root, file);
    if (from === null) {
      problems.push(`${where}: in no layer of ${pkg.name} (add it, its folder or "*" to "layers")`);
      continue;
    }
    for (const target of edges) {
      // A stylesheet is the look of the code that imports it, not a step in the arrows.
      if (!fileGraph.has(target)) continue;
      const to = layerOf(target);
      if (to !== null && to > from)
        problems.push(`${where}: imports ${relative(root, target)}, a layer above it in ${pkg.name} ([${name(to)}] over [${name(from)}])`);
    }
  }
  return problems;
}

function workspacePackages(root) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifestPath = join(dir, name, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      found.push({
        dir: join(dir, name),
        group,
        folder: name,
        name: manifest.name,
        exports: manifest.exports ?? {},
        layers: manifest.layers,
      });
    }
  }
  return found;
}

function tierOf(pkg) {
  if (pkg.group === 'apps') return APP_TIER;
  return TIERS[pkg.folder] ?? FEATURE_TIER;
}

function exportKeys(exportsField) {
  if (typeof exportsField === 'string') return ['.'];
  return Object.keys(exportsField).filter((key) => key.startsWith('.'));
}

export function checkWorkspace(root) {
  const problems = [];
  const packages = workspacePackages(root);
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const packageGraph = new Map(packages.map((pkg) => [pkg.name, new Set()]));

  for (const pkg of packages) {
    const fileGraph = new Map();
    const sourceRoot = join(pkg.dir, 'src');
    for (const file of listSourceFiles(sourceRoot)) {
      const edges = new Set();
      fileGraph.set(file, edges);
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const where = relative(root, file);
        if (specifier.startsWith('.')) {
          const target = resolveRelative(file, specifier);
          if (target && !target.startsWith(pkg.dir + sep))
            problems.push(`${where}: "${specifier}" reaches outside ${pkg.name}; import the package by name`);
          if (target) edges.add(target);
          continue;
        }
        const match = /^(@lotto\/[^/]+)(\/.*)?$/.exec(specifier);
        if (!match) continue;
        const [, targetName, subpath] = match;
        const target = byName.get(targetName);
        if (!target) {
          problems.push(`${where}: unknown workspace package ${targetName}`);
          continue;
        }
        if (!exportKeys(target.exports).includes(subpath ? `.${subpath}` : '.')) {
          problems.push(`${where}: "${specifier}" is not in ${targetName}'s exports map`);
        }
        if (target.name === pkg.name) continue;
        packageGraph.get(pkg.name).add(target.name);
        const from = tierOf(pkg);
        const to = tierOf(target);
        if (to > from || (from === FEATURE_TIER && to === FEATURE_TIER)) {
          problems.push(`${where}: ${pkg.name} may not import ${targetName} (arrows point from apps to features to core to api-client)`);
        }
      }
    }
    if (fileGraph.size > 0) problems.push(...checkLayers(pkg, fileGraph, root));
    for (const cycle of findCycles(fileGraph)) {
      problems.push(`import cycle inside ${pkg.name}: ${cycle.map((file) => relative(root, file)).join(' -> ')}`);
    }
  }
  for (const cycle of findCycles(packageGraph)) problems.push(`import cycle between packages: ${cycle.join(' -> ')}`);
  return problems;
}
