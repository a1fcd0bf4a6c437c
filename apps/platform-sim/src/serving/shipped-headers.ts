import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What the app's build writes beside index.html (apps/mobile/build/security-headers.ts), in the `_headers` form static hosts read. */
const SHIPPED_HEADERS_FILE = '_headers';
/** The block that covers the app's pages. */
const APP_PAGES = '/m/*';

/** The build's Content Security Policy, directive by directive, and its other headers, by lower-case name. */
interface ShippedHeaders {
  policy: Map<string, string[]> | null;
  headers: Map<string, string>;
}

const NONE: ShippedHeaders = { policy: null, headers: new Map() };

/** The `/m/*` block of a `_headers` file: indented `Name: value` lines under the path. */
function parseShippedHeaders(text: string): ShippedHeaders {
  const headers = new Map<string, string>();
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === APP_PAGES;
      continue;
    }
    const colon = line.indexOf(':');
    if (inBlock && colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const csp = headers.get('content-security-policy');
  headers.delete('content-security-policy');
  if (csp === undefined) return { policy: null, headers };
  const policy = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [directive, ...values] = part.trim().split(/\s+/);
    if (directive) policy.set(directive, values);
  }
  return { policy, headers };
}

/** The built app's shipped headers; none when the build has no such file (then the simulator's own policy applies). */
export async function readShippedHeaders(appDist: string): Promise<ShippedHeaders> {
  try {
    return parseShippedHeaders(await readFile(join(appDist, SHIPPED_HEADERS_FILE), 'utf8'));
  } catch {
    return NONE;
  }
}
