import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE, nginxConfig } from '../apps/mobile/build/nginx-config.mjs';
import { ensureNginx, NGINX, ROOT } from './lib/run.mjs';

/**
 * The production recipe, run locally (`pnpm serve:nginx`; README, "Deploy with nginx"): Debian's
 * nginx serves the build (APP_DIST, default apps/mobile/dist) on NGINX_PORT (default 8090) with
 * exactly the headers the build ships, and proxies /wps to PLATFORM_URL. Without PLATFORM_URL it
 * starts the simulator on the next port (its line hosts on the three after) and sends /wps and the
 * simulator's stand-ins (images, game and chat pages, its control API) there. `--print` writes the
 * configuration and exits, for an operator's own server.
 */
const DEFAULT_PORT = 8090;
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Files smaller than a packet gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024;

const port = Number(process.env.NGINX_PORT ?? DEFAULT_PORT);
const host = process.env.NGINX_HOST ?? '127.0.0.1';
const dist = resolve(process.env.APP_DIST ?? join(ROOT, 'apps/mobile/dist'));
const printOnly = process.argv.includes('--print');
const brotli = existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null;

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** Writes `file.gz` (and `file.br` when nginx can serve it) beside each text file, once per build. */
function precompress() {
  for (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const stats = statSync(file);
    if (stats.size < MIN_COMPRESS_BYTES) continue;
    const fresh = (copy) => existsSync(copy) && statSync(copy).mtimeMs >= stats.mtimeMs;
    const content = readFileSync(file);
    if (!fresh(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    if (brotli !== null && !fresh(`${file}.br`)) {
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

const headersFile = join(dist, '_headers');
if (!existsSync(headersFile)) {
  console.error(`No build in ${dist} (its _headers is missing): run \`pnpm build\` first.`);
  process.exit(1);
}
const simPort = port + 1;
const simUrl = `http://127.0.0.1:${simPort}`;
const platformUrl = process.env.PLATFORM_URL ?? simUrl;
const prefix = resolve(process.env.NGINX_PREFIX ?? join(ROOT, 'node_modules/.cache/nginx', String(port)));
const config = nginxConfig({
  dist,
  headers: readFileSync(headersFile, 'utf8'),
  port,
  host,
  platformUrl,
  prefix,
  brotli,
  otherPaths: process.env.PLATFORM_URL === undefined ? simUrl : null,
});
if (printOnly) {
  process.stdout.write(config);
  process.exit(0);
}

ensureNginx();
precompress();
mkdirSync(prefix, { recursive: true });
const configFile = join(prefix, 'nginx.conf');
writeFileSync(configFile, config);

const children = [];
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

if (process.env.PLATFORM_URL === undefined) {
  const sim = spawn('pnpm', ['--filter', '@lotto/platform-sim', 'start'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(simPort), HOST: '127.0.0.1', APP_DIST: dist },
  });
  children.push(sim);
  sim.on('exit', (code) => stopAll(code ?? 1));
}
const nginx = spawn(NGINX, ['-p', prefix, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(nginx);
nginx.on('exit', (code) => stopAll(code ?? 1));
console.log(`nginx serves ${dist} at http://${host}:${port}/m/home, /wps → ${platformUrl} (configuration: ${configFile})`);
