import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { MerchantFile } from '../merchants/types';
import { APP_ENTRY_SCRIPT } from './app-entry';
import { firstScreenScript } from './first-screen-route';
import { themeColoursOf } from './merchant-colours';
import { themeScript } from './theme-script';

/**
 * The headers the build ships for the app's pages (the Content Security Policy, the referrer rule,
 * frame-ancestors), in the `_headers` form static hosts read; the simulator serves them
 * (apps/platform-sim/src/serving/shipped-headers.ts). A header, not a meta tag: `frame-ancestors`
 * works only as a header, and a meta policy would be intersected with the server's, so the server
 * could not add the lines it hands out.
 */
const SECURITY_HEADERS_FILE = '_headers';
/**
 * Every path that answers with the app's page: the home paths `/` and `/m` (spec 000 §2) and
 * everything under the scope, where the SPA fallback serves index.html for the router.
 */
export const PAGE_PATHS = ['/', '/m', '/m/*'] as const;
/** Vite's hashed output: a name changes whenever its content does, so it may be cached for good. */
export const HASHED_ASSETS_PATH = '/m/assets/*';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * The origin only, even to the app's own origin: the first load's address may carry a token
 * until the app takes it out, and its scripts and styles would otherwise send it on.
 */
export const REFERRER_POLICY = 'strict-origin';

type Directive =
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

type Policy = Record<Directive, string[]>;

/**
 * The advertising pixels' scripts, as narrow as each vendor allows: the path its loader lives at
 * (packages/tracking/src/pixels/*.ts) and the folder of the scripts that loader pulls in, so a
 * status answer cannot load any other script those hosts serve (another tag container). They load
 * only with the player's consent where the merchant asks for it; a policy cannot wait for consent,
 * the app does. The vendors' scripts report to the hosts of PIXEL_REPORT_HOSTS and their own.
 */
const PIXEL_SCRIPT_SOURCES = [
  'connect.facebook.net/en_US/fbevents.js',
  'connect.facebook.net/signals/',
  'analytics.tiktok.com/i18n/pixel/',
  's1.kwai.net/kos/s101/nlav11187/pixel/',
  'www.googletagmanager.com/gtag/',
];
const PIXEL_SCRIPT_HOSTS = [...new Set(PIXEL_SCRIPT_SOURCES.map((path) => path.slice(0, path.indexOf('/'))))];
const PIXEL_REPORT_HOSTS = ['www.facebook.com', 'analytics.tiktok.com', 'www.google-analytics.com', 'region1.google-analytics.com'];
/** Firebase Auth in production: Google's sign-in helper and reCAPTCHA scripts, its APIs, and the reCAPTCHA frame. */
const FIREBASE_SCRIPT_HOSTS = ['apis.google.com', 'www.google.com', 'www.gstatic.com'];
const FIREBASE_API_HOSTS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', 'www.googleapis.com'];
const FIREBASE_FRAME_HOSTS = ['www.google.com', 'recaptcha.google.com'];
/** Firebase Cloud Messaging from the page: the installation id, then the token's registration. */
const FCM_API_HOSTS = ['firebaseinstallations.googleapis.com', 'fcmregistrations.googleapis.com'];

/** The source that lets exactly this inline script run: its SHA-256 in base64. */
export function scriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** A source with a wildcard (`*.lines.example`, `http://127.0.0.1:*`), which `URL` cannot parse. */
const WILDCARD_SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::(?:\d+|\*))?$/i;

/**
 * A merchant file's host (`api.geetest.com`) as a source on `scheme`; an address keeps its own
 * scheme; a path is the app's own. Wildcards keep the policy's own syntax.
 */
function source(host: string, scheme: string): string | null {
  if (host.startsWith('/')) return null;
  if (host.includes('*')) {
    if (!WILDCARD_SOURCE.test(host)) throw new Error(`Not a policy source: ${host}`);
    return host.includes('://') ? host : `${scheme}://${host}`;
  }
  if (host.includes('://')) return new URL(host).origin;
  return `${scheme}://${host}`;
}

const sources = (hosts: readonly string[] = [], scheme = 'https') =>
  hosts.map((host) => source(host, scheme)).filter((value): value is string => value !== null);

/**
 * The Content Security Policy of the merchant's build: scripts only from the app (and its page's
 * three inline scripts, by hash), the captcha
 * vendor's hosts, the merchant's service-script hosts, the pixels and the identity provider;
 * frames only for the merchant's game hosts and the identity provider; calls only to the app's
 * origin and those vendors. The Firebase Auth emulator (`authEmulator`, build/auth-emulator.ts)
 * stands in for Google's hosts in a build made for it (the journeys', `pnpm start`'s). Images may come from any HTTPS host: the platform names its image
 * CDNs and announcement images at run time, and an image runs no code. The lines the platform
 * hands out in domainRoute (pinged by the speed test, and where games may run) are known only at
 * run time, so the merchant file lists them (`vendorHosts.lines`); FCM's hosts come with real push,
 * the customer-service widget's frames and sockets from the merchant file.
 */
export function contentSecurityPolicy(merchant: MerchantFile, authEmulator: string | null = null): Policy {
  const hosts = merchant.vendorHosts;
  const lines = sources(hosts.lines);
  const fcm = merchant.push && !merchant.push.standIn ? sources(FCM_API_HOSTS) : [];
  const provider = merchant.identityProvider;
  const emulator = provider && authEmulator !== null ? [new URL(authEmulator).origin] : [];
  const google = provider && emulator.length === 0;
  const authDomain = provider && google ? [`https://${provider.authDomain}`] : [];
  const cdn = sources([hosts.cdn]);
  const unique = (...lists: string[][]) => [...new Set(lists.flat())];
  return {
    'default-src': ["'self'"],
    'script-src': unique(
      // index.html's three inline scripts, by their hashes: the one that puts on the chosen theme
      // (build/theme-script.ts, with the merchant's bar colours), the one that picks the first
      // screen (build/first-screen-route.ts) and the one that starts the app (build/app-entry.ts).
      ["'self'", scriptSource(themeScript(themeColoursOf(merchant))), scriptSource(firstScreenScript()), scriptSource(APP_ENTRY_SCRIPT)],
      sources(hosts.captchaApi),
      sources(hosts.captchaStatic),
      sources(hosts.serviceScripts),
      PIXEL_SCRIPT_SOURCES.map((path) => `https://${path}`),
      google ? sources(FIREBASE_SCRIPT_HOSTS) : [],
    ),
    // Components set CSS custom properties inline (the merchant's theme, positions).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': unique(["'self'", 'data:'], cdn),
    'connect-src': unique(
      ["'self'"],
      sources(hosts.captchaApi),
      cdn,
      sources(PIXEL_SCRIPT_HOSTS),
      sources(PIXEL_REPORT_HOSTS),
      google ? sources(FIREBASE_API_HOSTS) : [],
      fcm,
      sources(hosts.serviceSockets, 'wss'),
      lines,
      emulator,
    ),
    'frame-src': unique(
      ["'self'"],
      sources(hosts.games),
      lines,
      sources(hosts.serviceFrames),
      google ? sources(FIREBASE_FRAME_HOSTS) : [],
      authDomain,
      emulator,
    ),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only the app's own pages may frame it: no clickjacking from another site.
    'frame-ancestors': ["'self'"],
  };
}

function policyText(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

/** What every page path answers with, besides the page. */
export function pageHeaders(merchant: MerchantFile, authEmulator: string | null): [string, string][] {
  return [
    ['Content-Security-Policy', policyText(contentSecurityPolicy(merchant, authEmulator))],
    ['Referrer-Policy', REFERRER_POLICY],
    // The policy's frame-ancestors, for browsers older than it.
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Content-Type-Options', 'nosniff'],
  ];
}

/**
 * The `_headers` file static hosts read (and scripts/nginx.mjs turns into nginx's configuration):
 * the page headers on every page path, and long-lived caching for the hashed assets. Every other
 * file (index.html, sw.js, the asset manifest, the web manifest) is revalidated on each use, a
 * static host's default.
 */
export function securityHeaders(merchant: MerchantFile, authEmulator: string | null = null): string {
  const block = (path: string, headers: [string, string][]) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)];
  const pages = pageHeaders(merchant, authEmulator);
  return [...PAGE_PATHS.flatMap((path) => block(path, pages)), ...block(HASHED_ASSETS_PATH, [['Cache-Control', IMMUTABLE_CACHE]]), ''].join(
    '\n',
  );
}

/** Emits the merchant's `_headers` next to index.html. */
export function securityHeadersPlugin(merchant: MerchantFile, authEmulator: string | null): Plugin {
  return {
    name: 'security-headers',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SECURITY_HEADERS_FILE, source: securityHeaders(merchant, authEmulator) });
    },
  };
}
