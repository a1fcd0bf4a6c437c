import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import type { DeploymentCounter } from '../state/deployments';

/** The two manifests the app hashes to find a new deployment (docs/platform-calls.md, Installed app and updates). */
const APP_ASSET_MANIFEST_PATH = '/m/asset-manifest.json';
const MC_ASSET_MANIFEST_PATH = '/mobile/mc/asset-manifest.json';
const APP_ASSET_MANIFEST_FILE = 'asset-manifest.json';
/** The key a simulated deployment adds to the build's manifest; a real deployment changes the hashed names instead. */
const SIM_DEPLOYMENT_KEY = 'sim-deployment';

const HTTP_NOT_FOUND = 404;
/** Every answer is asked again: the app's own cache-busting is not the only guard. */
const NO_CACHE = 'no-cache';

/** The app's page and service worker: the two unhashed files a deployment changes in place. */
const INDEX_FILE = 'index.html';
const SERVICE_WORKER_FILE = 'sw.js';
/** Marks the page of a simulated deployment, so journeys can tell which deployment a page came from. */
export const DEPLOYMENT_META = 'sim-deployment';
/** The page's entry in the worker's precache list, as workbox-build writes it (JSON, either key order). */
const INDEX_PRECACHE_ENTRY = /\{"revision":"([^"]*)","url":"index\.html"\}|\{"url":"index\.html","revision":"([^"]*)"\}/;

/**
 * A simulated deployment's copy of an unhashed file, or null when it is served as built. The page
 * carries the deployment's number; the service worker lists the page under a new revision, so the
 * browser installs it as a new worker that precaches the new page. Hashed files stay what they are:
 * a real deployment adds new names, which a page of the old build never asks for.
 */
export function deployedFile(relativePath: string, body: string, deployment: number): string | null {
  if (deployment === 0) return null;
  if (relativePath === INDEX_FILE) {
    return body.replace('<head>', `<head>\n    <meta name="${DEPLOYMENT_META}" content="${deployment}" />`);
  }
  if (relativePath === SERVICE_WORKER_FILE) {
    return body.replace(
      INDEX_PRECACHE_ENTRY,
      (_entry, first?: string, second?: string) =>
        `{"revision":"${first ?? second ?? ''}-${DEPLOYMENT_META}-${deployment}","url":"index.html"}`,
    );
  }
  return null;
}

/**
 * /mobile/mc/ belongs to the operator's other front end, not to this repository: its manifest
 * is made up here, in the live form (absolute paths under /mobile/mc/), and changes with each deployment.
 */
function mcAssetManifest(deployment: number): Record<string, string> {
  const hash = (0x5eed + deployment).toString(16).padStart(8, '0');
  return {
    'main.js': `/mobile/mc/static/js/main.${hash}.js`,
    'main.css': `/mobile/mc/static/css/main.${hash}.css`,
    'index.html': '/mobile/mc/index.html',
  };
}

async function builtAppManifest(appDist: string): Promise<Record<string, string> | null> {
  try {
    return JSON.parse(await readFile(resolve(appDist, APP_ASSET_MANIFEST_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/** Both manifests, answered before the static files so a simulated deployment shows in /m/'s. */
export function registerDeploymentRoutes(app: Hono, appDist: string, deployments: DeploymentCounter): void {
  app.get(APP_ASSET_MANIFEST_PATH, async (c) => {
    const built = await builtAppManifest(appDist);
    if (built === null) return c.text('Not found: the app is not built', HTTP_NOT_FOUND);
    c.header('Cache-Control', NO_CACHE);
    const deployment = deployments.current;
    return c.json(deployment === 0 ? built : { ...built, [SIM_DEPLOYMENT_KEY]: `${SIM_DEPLOYMENT_KEY}-${deployment}.json` });
  });
  app.get(MC_ASSET_MANIFEST_PATH, (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(mcAssetManifest(deployments.current));
  });
}
