import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const packagesDir = fileURLToPath(new URL('../packages', import.meta.url));

/**
 * Every workspace package read from its source (`packages/<name>/src/index.ts`), for the servers
 * that need no package build and show edits at once (Storybook, `pnpm dev`). A package without an
 * entry yet is left to normal resolution. Exact matches only: `@lotto/ui/styles.css` is not aliased.
 */
export function workspaceSourceAliases(): Alias[] {
  const entries = readdirSync(packagesDir)
    .map((name) => ({ name, entry: `${packagesDir}/${name}/src/index.ts` }))
    .filter(({ entry }) => existsSync(entry))
    .map(({ name, entry }) => ({ find: new RegExp(`^@lotto/${name}$`), replacement: entry }));
  // From source every component imports its own stylesheet, so what the built
  // `@lotto/ui/styles.css` adds on top is the design tokens.
  return [{ find: /^@lotto\/ui\/styles\.css$/, replacement: `${packagesDir}/ui/src/tokens.css` }, ...entries];
}

/** Subpath entries (such as '@lotto/auth/locales') resolve to source through the 'source' export condition. */
export const SOURCE_CONDITIONS = ['source', 'module', 'browser', 'development|production'];

const STYLES_FROM_SOURCE = 'styles-from-source.css';

/**
 * The hooks the plugin has, typed here rather than as vite's `Plugin`: this file resolves the root's
 * vite, the shell and Storybook their own copies, and one copy's `Plugin` is not the other's.
 */
interface SourceStylesPlugin {
  name: string;
  enforce: 'pre';
  resolveId: (id: string) => string | null;
  load: (id: string) => string | null;
}

/**
 * `@lotto/<name>/styles.css` (which the shell imports, as the app must) is the built bundle of the
 * sheets the package's source entry imports; from source it is those sheets, by `@import`. Not left
 * to the entry's own imports: a sheet a lazy chunk shares with a story lands in that story's chunk.
 */
export function packageStylesFromSource(): SourceStylesPlugin {
  return {
    name: 'lotto-package-styles-from-source',
    enforce: 'pre',
    resolveId: (id) => {
      const name = /^@lotto\/([^/]+)\/styles\.css$/.exec(id)?.[1];
      if (!name || name === 'ui' || !existsSync(`${packagesDir}/${name}/src/index.ts`)) return null;
      return `${packagesDir}/${name}/src/${STYLES_FROM_SOURCE}`;
    },
    load: (id) => {
      if (!id.startsWith(packagesDir) || !id.endsWith(`/src/${STYLES_FROM_SOURCE}`)) return null;
      const entry = readFileSync(id.replace(STYLES_FROM_SOURCE, 'index.ts'), 'utf8');
      return [...entry.matchAll(/^import '(\.\/[^']+\.css)';$/gm)].map(([, sheet]) => `@import '${sheet}';`).join('\n');
    },
  };
}
