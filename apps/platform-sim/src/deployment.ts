import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Hono } from 'hono';

/** The two manifests the app hashes to find a new deployment (protocol.md, update detection). */
const APP_ASSET_MANIFEST_PATH = '/m/asset-manifest.json';
const MC_ASSET_MANIFEST_PATH = '/mobile/mc/asset-manifest.json';
const APP_ASSET_MANIFEST_FILE = 'asset-manifest.json';
/** The key a simulated deployment adds to the build's manifest; a real deployment changes the hashed names instead. */
const SIM_DEPLOYMENT_KEY = 'sim-deployment';

const HTTP_NOT_FOUND = 404;
/** Every answer is asked again: the app's own cache-busting is not the only guard. */
const NO_CACHE = 'no-cache';

/**
 * The deployments the simulator pretends happened since the last reset (POST /__sim/deployment).
 * The built files stay what they are; the manifests say otherwise, which is all update detection reads.
 */
export class DeploymentCounter {
  private count = 0;

  get current(): number {
    return this.count;
  }

  deploy(): number {
    this.count += 1;
    return this.count;
  }

  reset(): void {
    this.count = 0;
  }
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
