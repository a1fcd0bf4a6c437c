import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import demo from '../merchants/demo';
import { headersFor, nginxConfig, parseHeadersFile } from './nginx-config.mjs';
import { pageHeaders, securityHeaders } from './security-headers';

const NGINX = '/usr/sbin/nginx';
const shipped = securityHeaders(demo);
const options = {
  dist: '/srv/lotto/dist',
  headers: shipped,
  port: 8090,
  platformUrl: 'https://platform.example:8443/ignored',
  prefix: '/tmp/ngx',
};

/** The lines of the location block that opens with `opening`. */
function location(config: string, opening: string): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === `location ${opening} {`);
  expect(start, opening).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line.trim() === '}');
  return lines.slice(start + 1, end).map((line) => line.trim());
}

const header = (name: string, value: string) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`;

describe("nginx's configuration, made from the headers the build ships", () => {
  it('sends every page header on each page path: /, /m, the router’s paths and index.html', () => {
    const config = nginxConfig(options);
    for (const opening of ['= /', '= /m', '/m/']) {
      const block = location(config, opening);
      for (const [name, value] of pageHeaders(demo, null)) expect(block).toContain(header(name, value));
      expect(block).toContain(header('Cache-Control', 'no-cache'));
    }
    expect(location(config, '/m/')).toContain('try_files $uri /m/index.html;');
    expect(location(config, '= /')).toContain('try_files /index.html =404;');
  });

  it('caches the hashed assets for good and answers 404 for a missing one; the manifests and sw.js are revalidated', () => {
    const config = nginxConfig(options);
    const assets = location(config, '/m/assets/');
    expect(assets).toContain(header('Cache-Control', 'public, max-age=31536000, immutable'));
    expect(assets).toContain('try_files $uri =404;');
    expect(location(config, '= /m/manifest.webmanifest')).toContain(header('Cache-Control', 'no-cache'));
    const blocks = parseHeadersFile(shipped);
    for (const path of ['/m/sw.js', '/m/asset-manifest.json', '/m/index.html'])
      expect(headersFor(blocks, path).get('Cache-Control')).toBe('no-cache');
  });

  it('proxies /wps to the platform’s origin and serves precompressed files; other paths are not found unless a simulator takes them', () => {
    const config = nginxConfig(options);
    expect(location(config, '/wps/')).toContain('proxy_pass https://platform.example:8443;');
    expect(config).toContain('gzip_static on;');
    expect(config).not.toContain('brotli');
    expect(location(config, '/')).toEqual(['return 404;']);
    const withSim = nginxConfig({ ...options, otherPaths: 'http://127.0.0.1:8091', brotli: '/mods/brotli.so' });
    expect(location(withSim, '/')).toContain('proxy_pass http://127.0.0.1:8091;');
    expect(withSim.startsWith('load_module /mods/brotli.so;\n')).toBe(true);
    expect(withSim).toContain('brotli_static on;');
  });

  it('merges the blocks a path matches, in the file’s order, as static hosts do', () => {
    const blocks = parseHeadersFile('/m/*\n  A: 1\n  B: 2\n/m/assets/*\n  B: 3\n');
    expect([...headersFor(blocks, '/m/assets/x.js')]).toEqual([
      ['A', '1'],
      ['B', '3'],
      ['Cache-Control', 'no-cache'],
    ]);
    expect(headersFor(blocks, '/m').get('A')).toBeUndefined();
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(/Not a _headers line/);
  });

  it.runIf(existsSync(NGINX))('is a configuration Debian’s nginx accepts', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-config-'));
    try {
      const file = join(prefix, 'nginx.conf');
      writeFileSync(
        file,
        nginxConfig({ ...options, prefix, port: 0, platformUrl: 'http://127.0.0.1:2', otherPaths: 'http://127.0.0.1:1' }).replace(
          'listen 127.0.0.1:0;',
          'listen 127.0.0.1:1;',
        ),
      );
      const result = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', file, '-e', 'stderr'], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
