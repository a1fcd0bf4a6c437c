/**
 * The production recipe: nginx's configuration for a build, made from the `_headers` file the build
 * ships (build/security-headers.ts), so nginx sends exactly the headers a static host would. It
 * serves the build under /m/ and the home paths / and /m with index.html, falls back to
 * index.html for the router's paths, caches the hashed assets for good and revalidates everything
 * else (index.html, sw.js, the asset manifest, the web manifest), serves precompressed files, and
 * proxies /wps to the platform. scripts/nginx.mjs runs it; the README's "Deploy with nginx" says how.
 */

/** What every unhashed file answers with: a new deployment's index.html and service worker are seen at once. */
export const REVALIDATE_CACHE = 'no-cache';
/** The platform's API, proxied to PLATFORM_URL (docs/platform-calls.md). */
const API_PATH = '/wps/';
/** The app's scope (spec 000 §2). */
const APP_SCOPE = '/m/';
const HASHED_ASSETS = 'assets/';
/** Served as the web manifest: Debian's mime.types does not know the extension. */
const WEB_MANIFEST = 'manifest.webmanifest';
/** Text files worth sending compressed; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/** Feedback may carry a screenshot. */
const MAX_UPLOAD = '10m';

/** The blocks of a `_headers` file: a path (exact, or a prefix ending in `/*`) and its headers, in order. */
export function parseHeadersFile(text) {
  const blocks = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const block = blocks.at(-1);
    if (block === undefined || colon <= 0) throw new Error(`Not a _headers line: ${line}`);
    block.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return blocks;
}

const matches = (pattern, path) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

/** The headers a static host sends for `path`: every matching block's, in the file's order (as Netlify and Cloudflare Pages merge them). */
export function headersFor(blocks, path) {
  const headers = new Map();
  for (const block of blocks) if (matches(block.path, path)) for (const [name, value] of block.headers) headers.set(name, value);
  if (![...headers.keys()].some((name) => name.toLowerCase() === 'cache-control')) headers.set('Cache-Control', REVALIDATE_CACHE);
  return headers;
}

/** nginx's quoting: a double-quoted string; `$` would start a variable, and no header the build ships has one. */
function quoted(value) {
  if (value.includes('$')) throw new Error(`A header value nginx would read as a variable: ${value}`);
  return `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`;
}

const addHeaders = (headers, indent) => [...headers].map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);

/**
 * The configuration. `dist`: the build's folder; `headers`: its `_headers` text; `port`; `platformUrl`:
 * where /wps goes; `prefix`: a folder nginx may write its pid and temporary files to; `brotli`: the
 * path of nginx's brotli_static module when installed; `otherPaths`: a server every other path goes
 * to (the simulator's stand-ins, when running against it), else they are not found.
 */
export function nginxConfig({ dist, headers, port, host = '127.0.0.1', platformUrl, prefix, brotli = null, otherPaths = null }) {
  const blocks = parseHeadersFile(headers);
  const root = dist.endsWith('/') ? dist : `${dist}/`;
  const platform = new URL(platformUrl).origin;
  const location = (match, path, body) => [
    `    location ${match} {`,
    ...body.map((line) => `      ${line}`),
    ...addHeaders(headersFor(blocks, path), '      '),
    '    }',
  ];
  const page = (match, path) => location(match, path, [`root ${root};`, 'try_files /index.html =404;']);
  return [
    ...(brotli === null ? [] : [`load_module ${brotli};`]),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
    '  sendfile on;',
    // The build's text files are compressed beside themselves (scripts/nginx.mjs); nothing at request time.
    '  gzip_static on;',
    ...(brotli === null ? [] : ['  brotli_static on;']),
    `  client_max_body_size ${MAX_UPLOAD};`,
    '  server {',
    `    listen ${host}:${port};`,
    '    server_tokens off;',
    // The home paths (spec 000 §2) answer with the app's page.
    ...page('= /', '/'),
    ...page('= /m', '/m'),
    ...location(`${APP_SCOPE}${HASHED_ASSETS}`, `${APP_SCOPE}${HASHED_ASSETS}index.js`, [
      `alias ${root}${HASHED_ASSETS};`,
      // A missing hashed file is a stale or broken build: HTML in its place would only hide that.
      'try_files $uri =404;',
    ]),
    ...location(`= ${APP_SCOPE}${WEB_MANIFEST}`, `${APP_SCOPE}${WEB_MANIFEST}`, [
      `alias ${root}${WEB_MANIFEST};`,
      'default_type application/manifest+json;',
    ]),
    // Every other path in the scope: its file, or the page for the router.
    ...location(APP_SCOPE, `${APP_SCOPE}index.html`, [`alias ${root};`, `try_files $uri ${APP_SCOPE}index.html;`]),
    `    location ${API_PATH} {`,
    `      proxy_pass ${platform};`,
    '      proxy_http_version 1.1;',
    // The platform sees the address the player used (its answers name the app's own origin).
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '    }',
    '    location / {',
    ...(otherPaths === null
      ? ['      return 404;']
      : [`      proxy_pass ${new URL(otherPaths).origin};`, '      proxy_http_version 1.1;', '      proxy_set_header Host $http_host;']),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
