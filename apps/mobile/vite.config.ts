import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { assetManifestPlugin } from './build/asset-manifest';
import { shellLanguages } from './build/shell-languages';
import { firstScreenTextsChunk, textsChunkFileNames } from './build/texts-chunks';
import { merchantHtml, merchantManifest } from './build/merchant-assets';
import { merchantIconFiles } from './build/merchant-icons';
import { securityHeadersPlugin } from './build/security-headers';
import { authEmulatorUrl } from './build/auth-emulator';
import { prerenderPlugin } from './build/prerender';
import { inlineCssPlugin } from './build/inline-css';
import { deferEntryPlugin } from './build/app-entry';
import { DEFAULT_MERCHANT } from './build/merchant-builds.mjs';
import { MERCHANTS } from './merchants';
import { flexGapFallbacks } from '../../tooling/css-fallbacks/flex-gap-fallbacks.mjs';
import { logicalFallbacks } from '../../tooling/css-fallbacks/logical-fallbacks.mjs';
import { packageStylesFromSource, SOURCE_CONDITIONS, workspaceSourceAliases } from '../../tooling/vite-workspace-source';

/** One build per merchant: MERCHANT picks the merchant file (`pnpm test` builds each: build/build-merchants.mjs). */
const merchantCode = process.env.MERCHANT ?? DEFAULT_MERCHANT;
const selected = MERCHANTS[merchantCode];
if (!selected) throw new Error(`Unknown MERCHANT "${merchantCode}"; known: ${Object.keys(MERCHANTS).join(', ')}`);
const merchant = selected;
const merchantFile = fileURLToPath(new URL(`./merchants/${merchantCode}.ts`, import.meta.url));
/** The Auth emulator a build for the journeys signs in against; null in a production build (build/auth-emulator.ts). */
const authEmulator = authEmulatorUrl(process.env);

function merchantAssets(): Plugin {
  return {
    name: 'merchant-assets',
    transformIndexHtml(html) {
      return merchantHtml(html, merchant);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: merchantManifest(merchant) });
      for (const icon of merchantIconFiles(merchant)) this.emitFile({ type: 'asset', ...icon });
    },
    configureServer(server) {
      server.middlewares.use('/m/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(merchantManifest(merchant));
      });
      const icons = new Map(merchantIconFiles(merchant).map(({ fileName, source }) => [`/m/${fileName}`, source]));
      server.middlewares.use((req, res, next) => {
        const icon = icons.get(req.url ?? '');
        if (!icon) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(icon);
      });
    },
  };
}

/**
 * The dev server (`pnpm dev`) reads every package from its source, so an edit in a package reloads at
 * once with no package build; the production build takes the packages' builds (their chunking is the app's).
 */
function packagesFromSource(): Plugin[] {
  return [
    {
      name: 'packages-from-source',
      apply: 'serve',
      config: () => ({
        resolve: {
          alias: workspaceSourceAliases(),
          conditions: SOURCE_CONDITIONS,
          dedupe: ['react', 'react-dom', 'i18next', 'react-i18next', 'react-redux'],
        },
      }),
    },
    { ...packageStylesFromSource(), apply: 'serve' },
  ];
}

/** @public Vite reads it; knip reads this file as source (tooling/knip.config.js). */
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    packagesFromSource(),
    merchantAssets(),
    // The first screen's brand and skeletons in the HTML, language-free (build/prerender.ts).
    prerenderPlugin(merchant),
    // Its CSS too, so no stylesheet request stands between the HTML and the first paint (build/inline-css.ts).
    inlineCssPlugin(),
    // The app's entry starts a frame after the HTML is parsed, so the shell always paints first, and with it
    // every file the address's first screen needs, texts in the player's language included, and home's
    // banner list (build/app-entry.ts, build/early-asks.ts).
    deferEntryPlugin(merchant.code, merchant.languages),
    assetManifestPlugin(),
    // The Content Security Policy and referrer rule the merchant's build ships (build/security-headers.ts).
    securityHeadersPlugin(merchant, authEmulator),
    // The installed app's service worker (issue 11): our own source (src/sw.ts) with the build's file
    // list injected; prompt mode, so a new deployment's worker waits for Refresh. The page registers
    // it after first paint (@lotto/install), and the manifest is merchantAssets'.
    VitePWA({
      strategies: 'injectManifest',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // The page and every chunk; texts included, which the worker caches per language, not at install.
        globPatterns: ['**/*.{js,css,html}'],
        // A classic script: module workers are newer than Safari 12 (the root README, Supported browsers).
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: { alias: { '@merchant': merchantFile } },
  css: {
    // What the oldest browsers lack (README, "Supported browsers"), in every stylesheet the app bundles, the
    // packages' too: margins where flex gap may be missing, then physical fallbacks before the logical
    // properties, those margins' included (tooling/css-fallbacks; scripts/check-css.mjs checks the build).
    postcss: { plugins: [flexGapFallbacks(), logicalFallbacks()] },
    // The minifier keeps the logical properties: its own lowering puts the left-to-right values under
    // `:not(:-webkit-any(:lang(ar), …))`, a selector Chrome before 88 rejects, so those pages lost them there.
    lightningcss: { exclude: Features.LogicalProperties },
  },
  // Libraries read `globalThis` as their modules load, before any stand-in could define it, and Safari 12.0
  // and Chrome before 71 have none; `self` is the same object in a page and in the service worker.
  // The emulator's address reaches the code only in a build made for it (screens/LoginPage.tsx).
  define: {
    globalThis: 'self',
    'import.meta.env.LOTTO_AUTH_EMULATOR_URL': authEmulator === null ? 'undefined' : JSON.stringify(authEmulator),
  },
  build: {
    // The oldest browsers the spec serves (README, "Supported browsers"): iOS 12's Safari and Android's Chrome
    // from 64, the first with everything an ES-module build uses (`import()`, `import.meta`). Newer syntax
    // (`?.`, `??`, class fields, optional catch…) is lowered; `pnpm test` parses every emitted file at this level.
    target: ['es2018', 'safari12', 'chrome64'],
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      // The service worker's build (vite-plugin-pwa) runs inside closeBundle, and Rolldown would report
      // that time as a slow plugin on every build: it is the second build, not a slow one.
      checks: { bundlerTimings: false },
      output: {
        chunkFileNames: textsChunkFileNames(shellLanguages(fileURLToPath(new URL('./src/locales', import.meta.url)))),
        // The first screen's libraries travel as one file: a dozen small shared chunks
        // would each cost a request and compress worse. Heavy libraries that load on
        // demand (ciphers, sanitiser, identity provider) keep their own chunks.
        codeSplitting: {
          groups: [
            // idb and tslib come with Firebase only: left here they would ride on the first screen.
            // RTK Query (toolkit/dist/query) arrives with the first screen whose server data needs it,
            // workbox-window with the service worker's registration, after first paint, and the QR
            // encoder (uqr) with the invite page's QR code.
            // The stand-ins for built-ins the oldest browsers lack (src/legacy) lead this chunk, whose libraries call them.
            {
              name: 'vendor',
              test: /apps[\\/]mobile[\\/]src[\\/]legacy[\\/]|node_modules[\\/](?!.*(?:jsencrypt|crypto-js|dompurify|firebase|workbox-|toolkit[\\/]dist[\\/]query|uqr))(?!(?:.*[\\/])?(?:idb|tslib)[\\/@])/,
            },
            // The packages every screen needs; ui stays per component so dialogs load with their first use.
            // ui's texts table with them: every screen registers it, and left alone it would follow ui-forms' close button.
            {
              name: 'core',
              test: /packages[\\/](?:(?:api-client|app-core|i18n|system)[\\/]dist[\\/]index|ui[\\/]dist[\\/]locales[\\/]index)\.js$/,
            },
            // What the entry starts with and the screens share (the store, its hooks, the shell's texts table,
            // the system slice): Rolldown would otherwise cut each into a file of its own, five more requests
            // before any page is usable.
            {
              name: 'start',
              includeDependenciesRecursively: false,
              test: /apps[\\/]mobile[\\/]src[\\/](?:store[\\/](?:create-store|hooks)|locales[\\/]index)\.ts$/,
            },
            // The first screen's texts of a language in one file (build/texts-chunks.ts).
            { name: firstScreenTextsChunk },
            // ui's forms and dialogs, which the first screen does not carry, travel together: the login page
            // needs nearly all of them, and nine files of a few hundred bytes each cost it more requests
            // than bytes (issue 29). About 6 KB gzip with their styles.
            // With them the pieces every page but home is framed with (its titled header), two helpers of
            // app-core the pages share and the events kept for tracking (which the login and register pages
            // raise, and the late features that load this chunk anyway read): each was a file of its own,
            // queued behind the browser's six connections on a slow line (issue 29).
            {
              name: 'page-kit',
              // Only these: what they import from the entry (the shell's texts, the merchant) stays there.
              includeDependenciesRecursively: false,
              test: /packages[\\/]ui[\\/]dist[\\/](?:(?:AlertDialog|BottomSheet|Button|CloseButton|Modal|Tabs|TextField|field-ids|field-frame|modal-[a-z-]+|use-modal-[a-z-]+|use-reduced-motion|direction|focusable)\.js|(?:alert-dialog|button|close-button|modal|tabs|field)\.css)$|apps[\\/]mobile[\\/]src[\\/](?:components[\\/](?:TitledPage|ScreenHeader)\.tsx|early[\\/]tracking-events\.ts)$|packages[\\/]app-core[\\/]dist[\\/](?:copy-text|add-script|tracking-storage-keys)\.js$/,
            },
            // The login page in one file: the page, sign-in (auth's package but for what loads on demand: the
            // emulator's dialog, Firebase's adapter, the texts) and the captcha's gate (but for the GeeTest
            // widgets, which load with their first use; the driver they share, about 1.2 KB gzip, rides along).
            // Six files before (issue 29); the register page, which needs the same, gets the login page's 0.5 KB.
            {
              name: 'sign-in',
              includeDependenciesRecursively: false,
              test: /apps[\\/]mobile[\\/]src[\\/]screens[\\/](?:LoginPage\.tsx|use-page-captcha-gate\.ts)$|packages[\\/](?:auth[\\/]dist[\\/](?!firebase-adapter)[a-z][\w-]*|captcha[\\/]dist[\\/](?:(?!geetest-)[a-z][\w-]*|locales[\\/]index))\.js$|packages[\\/](?:auth|captcha)[\\/]dist[\\/]index\.css$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/wps': process.env.SIM_URL ?? 'http://127.0.0.1:8080', '/sim-assets': process.env.SIM_URL ?? 'http://127.0.0.1:8080' },
  },
});
