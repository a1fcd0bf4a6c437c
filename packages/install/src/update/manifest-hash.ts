import { ASSET_MANIFEST_PATHS } from '../constants';

/**
 * cyrb53, a 53-bit string hash. Web Crypto's digest would do, but it exists only on secure
 * origins, and an operator's line host may be plain http; a deployment is told apart, not
 * authenticated, so a fast non-cryptographic hash is enough.
 */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The bodies are hashed as fetched (ours: what the platform's client hashes was not seen): the
 * separator keeps `ab`+`c` apart from `a`+`bc`.
 */
export function hashManifests(bodies: readonly string[]): string {
  return hashText(bodies.join('\u0000'));
}

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

/**
 * Both manifests, past every cache: a query no cache has seen, and `no-store` for the browser's
 * own. Any answer but 2xx, or no answer, rejects: the caller treats that as a failed check.
 */
export async function fetchManifestHash(fetchFn: Fetch, now: number, signal?: AbortSignal): Promise<string> {
  const bodies = await Promise.all(
    ASSET_MANIFEST_PATHS.map(async (path) => {
      const response = await fetchFn(`${path}?t=${now}`, { cache: 'no-store', credentials: 'same-origin', signal });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return response.text();
    }),
  );
  return hashManifests(bodies);
}
