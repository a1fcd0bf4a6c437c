import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const knipPaths = JSON.parse(readFileSync(`${root}tooling/tsconfig.knip.json`, 'utf8').replace(/^\s*\/\/.*$/gm, '')).compilerOptions.paths;

/** The file a `tsconfig.knip.json` path pattern gives for a specifier, as TypeScript reads the longest match. */
function mapped(specifier) {
  const matches = Object.entries(knipPaths)
    .map(([pattern, [target]]) => {
      const [before, after = ''] = pattern.split('*');
      const exact = !pattern.includes('*') && pattern === specifier;
      const wild =
        pattern.includes('*') &&
        specifier.startsWith(before) &&
        specifier.endsWith(after) &&
        specifier.length > before.length + after.length;
      if (!exact && !wild) return null;
      const captured = exact ? '' : specifier.slice(before.length, specifier.length - after.length);
      return { length: before.length + after.length + (exact ? 1000 : 0), file: target.replace('*', captured) };
    })
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return matches[0]?.file.replace(/^\.\.\//, '');
}

/**
 * knip reads `@lotto/*` imports through `tsconfig.knip.json`; a package entry its paths do not
 * lead to the entry's `source` would count every import of it as missing, so the check stops here.
 */
for (const name of readdirSync(`${root}packages`)) {
  const manifest = JSON.parse(readFileSync(`${root}packages/${name}/package.json`, 'utf8'));
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target !== 'object' || !target.source) continue;
    const specifier = `${manifest.name}${subpath.slice(1)}`;
    const expected = `packages/${name}/${target.source.replace(/^\.\//, '')}`;
    if (mapped(specifier) !== expected) throw new Error(`tooling/tsconfig.knip.json: ${specifier} must lead to ${expected}`);
  }
}

/**
 * `pnpm lint` runs every knip check: exported names nothing imports, unused files, duplicate
 * exports, and each manifest against its imports (unused, unlisted and catalog entries).
 */
export default {
  $schema: 'https://unpkg.com/knip@6/schema.json',
  // A package's entries are checked too: a name on `src/index.ts` that nothing imports is dead API.
  includeEntryExports: true,
  // A Debian package's program (webkit2gtk-driver), which the cross-engine suite installs with apt.
  ignoreBinaries: ['WebKitWebDriver'],
  workspaces: {
    '.': {
      // The tools' own config files (`tooling/*.config.*`) are left to knip's plugins, which read
      // them as the tools do: by their default export, not as exports something must import.
      entry: ['scripts/**/*.mjs', 'tooling/**/*.{js,mjs,ts}', '!tooling/*.config.{js,ts}'],
      project: ['scripts/**/*.mjs', 'tooling/**/*.{js,mjs,ts}'],
      // Not at a default place: `pnpm lint:css` names it.
      stylelint: { config: ['tooling/stylelint.config.js'] },
    },
    'packages/*': { entry: ['src/**/*.test.{ts,tsx}'], project: ['src/**/*.{ts,tsx}'] },
    'apps/mobile': {
      // The shell's stories are Storybook's entries (apps/storybook/.storybook/main.ts reads them from here).
      // vite.config.ts is read as source, not run: its build steps import packages by their built
      // exports, which a clean checkout has only after `pnpm build` (lint runs first).
      entry: [
        'merchants/*.ts',
        'src/**/*.test.{ts,tsx}',
        'build/**/*.test.{ts,tsx}',
        'build/build-merchants.mjs',
        'src/**/*.stories.tsx',
        'vite.config.ts',
      ],
      vite: false,
      project: ['src/**/*.{ts,tsx}', 'merchants/*.ts'],
      // Only build/merchant-icons.ts (read by vite.config.ts, outside this project) draws with it.
      ignoreDependencies: ['@resvg/resvg-js'],
    },
    'apps/platform-sim': { entry: ['src/main.ts', 'src/**/*.test.ts'], project: ['src/**/*.ts'] },
    // Storybook loads `main.ts` and `preview.tsx` by their default export; knip's Storybook plugin reads them so.
    'apps/storybook': { entry: ['.storybook/*.{ts,tsx}', '!.storybook/{main,preview}.{ts,tsx}', '../../packages/*/src/**/*.stories.tsx'] },
    e2e: {
      entry: [
        'tests/**/*.spec.ts',
        'smoke/**/*.spec.ts',
        'storybook/*.spec.ts',
        'nginx/*.spec.ts',
        'bench/**/*.mjs',
        'engines/run.mjs',
        'engines/lib/global-setup.ts',
      ],
      project: ['**/*.{ts,mjs}'],
      // The cross-engine suite's vitest config, read by knip's plugin as vitest reads it (its journeys and global setup).
      vitest: { config: ['engines/vitest.config.ts'] },
      // The stories smoke has a config of its own beside the journeys' (a static server, no simulator).
      playwright: { config: ['playwright.config.ts', 'playwright.nginx.config.ts', 'storybook/playwright.config.ts'] },
    },
  },
  // Storybook reads every export of a stories file; they are its stories, not API.
  ignoreIssues: {
    'packages/*/src/**/*.stories.tsx': ['exports', 'types'],
    'apps/mobile/src/**/*.stories.tsx': ['exports', 'types'],
    // vitest calls a global setup by its default export (named in e2e/engines/vitest.config.ts, which knip's plugin does not follow there).
    'e2e/engines/lib/global-setup.ts': ['exports'],
    // The shell imports it as `@merchant`, an alias .storybook/main.ts sets, which knip does not resolve.
    'apps/storybook/.storybook/merchant.ts': ['exports'],
  },
};
