import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What the app's build writes beside index.html (apps/mobile/build/security-headers.ts), in the `_headers` form static hosts read. */
const SHIPPED_HEADERS_FILE = '_headers';

/** One block of a `_headers` file: a path (exact, or a prefix ending in `/*`) and its headers, in order. */
interface HeadersBlock {
  path: string;
  headers: [string, string][];
}

/** The blocks of a `_headers` file: a path line, then its indented `Name: value` lines. */
function parseHeadersFile(text: string): HeadersBlock[] {
  const blocks: HeadersBlock[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const block = blocks.at(-1);
    if (block !== undefined && colon > 0) block.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return blocks;
}

const matches = (pattern: string, path: string) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

/**
 * The headers the build ships for a request path: every matching block's, in the file's order, a
 * later one winning (as Netlify and Cloudflare Pages merge them, and as the nginx recipe,
 * apps/mobile/build/nginx-config.mjs, writes them). Nothing is added: journeys test what ships.
 */
export function shippedHeadersFor(blocks: readonly HeadersBlock[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const block of blocks) if (matches(block.path, path)) for (const [name, value] of block.headers) headers.set(name, value);
  return headers;
}

/** The built app's `_headers` blocks; none when the build has no such file (a static host then sends none either). */
export async function readShippedHeaders(appDist: string): Promise<HeadersBlock[]> {
  try {
    return parseHeadersFile(await readFile(join(appDist, SHIPPED_HEADERS_FILE), 'utf8'));
  } catch {
    return [];
  }
}
