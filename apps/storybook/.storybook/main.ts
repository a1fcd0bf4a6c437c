import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { packageStylesFromSource, SOURCE_CONDITIONS, workspaceSourceAliases } from '../../../tooling/vite-workspace-source';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
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
        // Every package from its source, so Storybook needs no package build and edits show at once;
        // the shell reads its merchant file by this alias (apps/mobile/vite.config.ts picks one per build); stories read the toolbar's choice.
        alias: [
          ...workspaceSourceAliases(),
          { find: /^@merchant$/, replacement: fileURLToPath(new URL('./merchant.ts', import.meta.url)) },
        ],
        conditions: SOURCE_CONDITIONS,
        // One copy of React and i18next, whichever package's node_modules a file is found from.
        dedupe: ['react', 'react-dom', 'i18next', 'react-i18next', 'react-redux', '@reduxjs/toolkit'],
      },
      server: { fs: { allow: [repoRoot] } },
    });
  },
};

export default config;
