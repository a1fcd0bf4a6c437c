import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const packagesDir = `${repoRoot}packages`;

/**
 * Every workspace package is read from its source (`packages/<name>/src/index.ts`), so
 * Storybook needs no package build and edits show at once. A package without an entry yet
 * is left to normal resolution. Exact matches only: `@lotto/ui/styles.css` is not aliased.
 */
function workspaceSourceAliases() {
  const entries = readdirSync(packagesDir)
    .map((name) => ({ name, entry: `${packagesDir}/${name}/src/index.ts` }))
    .filter(({ entry }) => existsSync(entry))
    .map(({ name, entry }) => ({ find: new RegExp(`^@lotto/${name}$`), replacement: entry }));
  // From source every component imports its own stylesheet, so what the built
  // `@lotto/ui/styles.css` adds on top is the design tokens.
  return [
    { find: /^@lotto\/ui\/styles\.css$/, replacement: `${packagesDir}/ui/src/tokens.css` },
    ...entries,
    // The shell reads its merchant file through this alias (apps/mobile/vite.config.ts picks one per build); stories read the toolbar's choice.
    { find: /^@merchant$/, replacement: fileURLToPath(new URL('./merchant.ts', import.meta.url)) },
  ];
}

const STYLES_FROM_SOURCE = 'styles-from-source.css';

/**
 * `@lotto/<name>/styles.css` (which the shell imports, as the app must) is the built bundle of the
 * sheets the package's source entry imports; from source it is those sheets, by `@import`. Not left
 * to the entry's own imports: a sheet a lazy chunk shares with a story lands in that story's chunk.
 */
function packageStylesFromSource(): Plugin {
  return {
    name: 'lotto-package-styles-from-source',
    enforce: 'pre',
    resolveId(id) {
      const name = /^@lotto\/([^/]+)\/styles\.css$/.exec(id)?.[1];
      if (!name || name === 'ui' || !existsSync(`${packagesDir}/${name}/src/index.ts`)) return null;
      return `${packagesDir}/${name}/src/${STYLES_FROM_SOURCE}`;
    },
    load(id) {
      if (!id.startsWith(packagesDir) || !id.endsWith(`/src/${STYLES_FROM_SOURCE}`)) return null;
      const entry = readFileSync(id.replace(STYLES_FROM_SOURCE, 'index.ts'), 'utf8');
      return [...entry.matchAll(/^import '(\.\/[^']+\.css)';$/gm)].map(([, sheet]) => `@import '${sheet}';`).join('\n');
    },
  };
}

const config: StorybookConfig = {
  // Any package's stories join by being there: packages/<name>/src/**/<Thing>.stories.tsx; the shell's too (apps/mobile/src).
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../../apps/mobile/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages (autodocs: the stories of a component tagged 'autodocs' on one page) and the accessibility panel, whose
  // axe run after each story is what the stories smoke fails on (e2e/storybook).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [react(), packageStylesFromSource()],
      resolve: {
        alias: workspaceSourceAliases(),
        // Subpath entries (such as '@lotto/auth/locales') resolve to source through the 'source' export condition.
        conditions: ['source', 'module', 'browser', 'development|production'],
        // One copy of React and i18next, whichever package's node_modules a file is found from.
        dedupe: ['react', 'react-dom', 'i18next', 'react-i18next', 'react-redux', '@reduxjs/toolkit'],
      },
      server: { fs: { allow: [repoRoot] } },
    });
  },
};

export default config;
