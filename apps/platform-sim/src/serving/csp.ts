import { loopbackAliasOrigin } from './loopback-alias';
import { onRequestHost } from './request-host';

export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/** Extra sources per directive, e.g. the Firebase Auth emulator's origin for connect-src. */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

/**
 * The policy for a build that ships none (a test's fixture, an old build); a build ships its
 * merchant's (apps/mobile/build/security-headers.ts, shipped-headers.ts), which wins. Scripts only
 * from the app's origin; inline styles allowed because components set CSS custom properties
 * inline; images also from HTTPS CDNs; game frames from HTTPS hosts.
 */
const BASE_POLICY: Readonly<Record<CspDirective, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Only the app's own pages may frame it (no clickjacking from another site).
  'frame-ancestors': ["'self'"],
};

export interface CspOptions {
  /** The platform /wps is forwarded to (PLATFORM_URL), or null. */
  platformUrl: string | null;
  extra: CspSources;
  /** The line hosts' origins at the time of the request (the line-speed test pings them). */
  lineOrigins?: () => readonly string[];
}

/**
 * The policy for an HTML answer: the build's (`shipped`) or the simulator's own, plus what only
 * the server knows. connect-src also names the line hosts and the other loopback origin (the
 * line-speed test pings them) and the configured platform; frame-src the lines (games run there).
 */
export function contentSecurityPolicy(
  requestUrl: string,
  options: CspOptions,
  shipped: ReadonlyMap<string, readonly string[]> | null = null,
): string {
  const base = new Map<string, readonly string[]>(shipped ?? (Object.entries(BASE_POLICY) as [CspDirective, readonly string[]][]));
  const connect = new Set(base.get('connect-src') ?? BASE_POLICY['connect-src']);
  const alias = loopbackAliasOrigin(requestUrl);
  // The stand-in game runs on a line host (named by the host the page was opened at) or the other
  // loopback origin, as a provider's game runs on its own.
  const lines = options.lineOrigins?.() ?? [];
  const gameOrigins = [...new Set([...(alias === null ? [] : [alias]), ...lines, ...lines.map((line) => onRequestHost(line, requestUrl))])];
  for (const origin of gameOrigins) connect.add(origin);
  if (options.platformUrl !== null) connect.add(new URL(options.platformUrl).origin);
  return [...base]
    .map(([directive, values]) => {
      const sources = new Set(directive === 'connect-src' ? connect : values);
      if (directive === 'frame-src') for (const origin of gameOrigins) sources.add(origin);
      for (const source of options.extra[directive as CspDirective] ?? []) sources.add(source);
      return `${directive} ${[...sources].join(' ')}`;
    })
    .join('; ');
}
