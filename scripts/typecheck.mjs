import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import ts from 'typescript';
import { ROOT } from './lib/run.mjs';

/**
 * Every workspace project's type check, as `pnpm run typecheck` (turbo, one `tsc` per project) runs
 * it, in less time: each project reads the other packages from their sources (the `source` export
 * condition), so one `tsc` per package checks app-core's files again in every package that imports
 * it. Here the projects whose compiler options are the same (the packages, but for their file lists)
 * are checked as one program, each file once under those options, declaration rules included (as
 * `tsc` does with `declaration` on and no emit); the others run their own `typecheck` through turbo
 * meanwhile. One thing differs from a program per project: a global one project declares (`declare
 * global`) is seen by the others of its program, as it is today by every project that imports it.
 */

/** The workspace's project folders, from pnpm-workspace.yaml's `packages:` globs (`dir/*` or `dir`). */
function workspaceDirs() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...(/^packages:\n((?: {2}.*\n)+)/m.exec(yaml)?.[1] ?? '').matchAll(/^ {2}- (\S+)$/gm)].map((match) => match[1]);
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return ts.sys.getDirectories(join(ROOT, parent)).map((name) => `${parent}/${name}`);
  });
}

/** The projects whose `typecheck` is `tsc -p tsconfig.json`, with their parsed tsconfig. */
function projects() {
  return workspaceDirs().flatMap((dir) => {
    const manifest = join(ROOT, dir, 'package.json');
    if (!existsSync(manifest)) return [];
    if (JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck !== 'tsc -p tsconfig.json') return [];
    const configPath = join(ROOT, dir, 'tsconfig.json');
    const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
    if (error) return [{ dir, errors: [error] }];
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath), undefined, configPath);
    return [{ dir, options: parsed.options, fileNames: parsed.fileNames, errors: parsed.errors }];
  });
}

/** The compiler options as a key, the config file's own path left out, every level's fields sorted. */
function optionsKey(options) {
  return JSON.stringify({ ...options, configFilePath: undefined }, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort()) : value,
  );
}

const host = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => ts.sys.newLine,
};

/** One program of the projects that share `options`: its diagnostics printed, its error count sent to the main thread. */
function checkTogether({ names, rootNames, options }) {
  const started = Date.now();
  const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram({ rootNames, options }));
  if (diagnostics.length > 0) process.stderr.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${diagnostics.length === 0 ? '✔' : '✖'} one program for ${names}: ${diagnostics.length} errors (${seconds} s)`);
  parentPort.postMessage(diagnostics.length);
}

/** Each program in a thread of its own and the projects alone through turbo, all at once: the cores share them. */
async function main() {
  const all = projects();
  const groups = new Map();
  for (const project of all) {
    if (!project.options) continue;
    const key = optionsKey(project.options);
    groups.set(key, [...(groups.get(key) ?? []), project]);
  }
  const together = [...groups.values()].filter((group) => group.length > 1);
  const alone = [...groups.values()].filter((group) => group.length === 1).flat();
  let failed = false;
  for (const project of all.filter((each) => each.errors.length > 0)) {
    failed = true;
    process.stderr.write(ts.formatDiagnosticsWithColorAndContext(project.errors, host));
  }
  // The projects alone, through turbo (its cache, and its dependencies' builds first, as `pnpm run typecheck`).
  const turbo = spawn(
    'pnpm',
    ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only', ...alone.map(({ dir }) => `--filter=./${dir}`)],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const outcomes = [
    new Promise((resolve) => turbo.on('close', (status) => resolve(status === 0))),
    ...together.map(
      (group) =>
        new Promise((resolve) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: {
              names: group.map(({ dir }) => dir).join(', '),
              rootNames: [...new Set(group.flatMap((project) => project.fileNames))],
              options: group[0].options,
            },
          });
          worker.on('message', (errors) => resolve(errors === 0));
          worker.on('error', (error) => {
            console.error(error);
            resolve(false);
          });
        }),
    ),
  ];
  if ((await Promise.all(outcomes)).includes(false)) failed = true;
  if (failed) process.exit(1);
}

if (isMainThread) await main();
else checkTogether(workerData);
