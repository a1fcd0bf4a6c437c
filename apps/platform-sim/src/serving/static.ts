import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { deployedFile } from './deployment';
import { readShippedHeaders, shippedHeadersFor } from './shipped-headers';

/** The app's scope (spec 000 §2): everything under /m/ is the app. */
const APP_BASE_PATH = '/m';
/** Vite's hashed output: a name changes whenever its content does, so it may be cached for good. */
const HASHED_ASSETS_DIR = 'assets/';
const INDEX_FILE = 'index.html';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything unhashed (index.html, the service worker, the manifest) is revalidated on each use. */
const REVALIDATE_CACHE = 'no-cache';
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

const HTTP_NOT_MODIFIED = 304;
const HTTP_NOT_FOUND = 404;
const HTTP_SERVICE_UNAVAILABLE = 503;

export interface StaticOptions {
  /** The built app: apps/mobile/dist unless APP_DIST says otherwise. */
  appDist: string;
  /** The simulated deployments since the reset: the page and the service worker change with them. */
  deployment?: () => number;
}

function notBuiltMessage(appDist: string): string {
  return (
    `The app is not built: no ${INDEX_FILE} in ${appDist}.\n` +
    'Run `pnpm build` at the repository root (or `pnpm --filter @lotto/mobile build`), ' +
    'or point APP_DIST at a built app, then reload.\n'
  );
}

async function fileStats(path: string) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The file a request path names inside the app, or null when the path leaves the app's folder. */
function pathInside(root: string, relativePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${sep}${decoded}`);
  return file.startsWith(root + sep) ? file : null;
}

async function sendFile(c: Context, file: string, relativePath: string, options: StaticOptions): Promise<Response | null> {
  const stats = await fileStats(file);
  if (stats === null) return null;
  const contentType = getMimeType(file) ?? FALLBACK_CONTENT_TYPE;
  const deployment = options.deployment?.() ?? 0;
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${deployment}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', relativePath.startsWith(HASHED_ASSETS_DIR) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  // Exactly what the build ships for this path (the policy, the referrer rule…), as a static host or
  // the nginx recipe sends it: what a page needs must come from the merchant file. Read per request,
  // so a rebuild's headers apply without a restart.
  const shipped = await readShippedHeaders(resolve(options.appDist));
  for (const [name, value] of shippedHeadersFor(shipped, new URL(c.req.url).pathname)) c.header(name, value);
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, HTTP_NOT_MODIFIED);
  }
  c.header('Content-Type', contentType);
  const built = await readFile(file);
  const deployed = deployment === 0 ? null : deployedFile(relativePath, built.toString('utf8'), deployment);
  return c.body(deployed === null ? new Uint8Array(built) : deployed);
}

/**
 * Serves the built app on the simulator's origin: files under /m/, index.html for every other
 * /m/ path (the app's router takes it from there) and for /, a home path.
 */
export function registerStaticRoutes(app: Hono, options: StaticOptions): void {
  const root = resolve(options.appDist);
  const index = resolve(root, INDEX_FILE);

  async function serveApp(c: Context, relativePath: string): Promise<Response> {
    if ((await fileStats(index)) === null) return c.text(notBuiltMessage(root), HTTP_SERVICE_UNAVAILABLE);
    const file = relativePath === '' ? null : pathInside(root, relativePath);
    if (file !== null) {
      const sent = await sendFile(c, file, relativePath, options);
      if (sent !== null) return sent;
    }
    // A missing hashed file is a stale or broken build: HTML in its place would only hide that.
    if (relativePath.startsWith(HASHED_ASSETS_DIR)) return c.text('Not found', HTTP_NOT_FOUND);
    const fallback = await sendFile(c, index, INDEX_FILE, options);
    return fallback ?? c.text(notBuiltMessage(root), HTTP_SERVICE_UNAVAILABLE);
  }

  app.get('/', (c) => serveApp(c, ''));
  app.get(APP_BASE_PATH, (c) => serveApp(c, ''));
  app.get(`${APP_BASE_PATH}/*`, (c) => {
    const pathname = new URL(c.req.url).pathname;
    return serveApp(c, pathname.slice(APP_BASE_PATH.length + 1));
  });
}
