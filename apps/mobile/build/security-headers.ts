import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { MerchantFile } from '../merchants/types';
import { APP_ENTRY_SCRIPT } from './app-entry';
import { firstScreenScript } from './first-screen-route';

/**
 * The headers the build ships for the app's pages (the Content Security Policy, the referrer rule,
 * frame-ancestors), in the `_headers` form static hosts read; the simulator serves them
 * (apps/platform-sim/src/serving/shipped-headers.ts). A header, not a meta tag: `frame-ancestors`
 * works only as a header, and a meta policy would be intersected with the server's, so the server
 * could not add the lines it hands out.
 */
const SECURITY_HEADERS_FILE = '_headers';
/** Every page of the app, under its scope (spec 000 §2). */
const APP_PAGES = '/m/*';
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
 * The advertising pixels' hosts (packages/tracking/src/pixels/*.ts load their scripts from the
 * first; the vendors' scripts report to the others). They load only with the player's consent
 * where the merchant asks for it; a policy cannot wait for consent, the app does.
 */
const PIXEL_SCRIPT_HOSTS = ['connect.facebook.net', 'analytics.tiktok.com', 's1.kwai.net', 'www.googletagmanager.com'];
const PIXEL_REPORT_HOSTS = ['www.facebook.com', 'analytics.tiktok.com', 'www.google-analytics.com', 'region1.google-analytics.com'];
/** Firebase Auth in production: Google's sign-in helper and reCAPTCHA scripts, its APIs, and the reCAPTCHA frame. */
const FIREBASE_SCRIPT_HOSTS = ['apis.google.com', 'www.google.com', 'www.gstatic.com'];
const FIREBASE_API_HOSTS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', 'www.googleapis.com'];
const FIREBASE_FRAME_HOSTS = ['www.google.com', 'recaptcha.google.com'];

/** The source that lets exactly this inline script run: its SHA-256 in base64. */
export function scriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** A merchant file's host (`api.geetest.com`) as a source; an address keeps its own scheme; a path is the app's own. */
function source(host: string): string | null {
  if (host.startsWith('/')) return null;
  if (host.includes('://')) return new URL(host).origin;
  return `https://${host}`;
}

const sources = (hosts: readonly string[] = []) => hosts.map(source).filter((value): value is string => value !== null);

/**
 * The Content Security Policy of the merchant's build: scripts only from the app (and its page's
 * two inline scripts, by hash), the captcha
 * vendor's hosts, the merchant's service-script hosts, the pixels and the identity provider;
 * frames only for the merchant's game hosts and the identity provider; calls only to the app's
 * origin and those vendors. The Firebase Auth emulator stands in for Google's hosts in a build
 * that uses it (dev and test). Images may come from any HTTPS host: the platform names its image
 * CDNs and announcement images at run time, and an image runs no code. The server adds what
 * only it knows: the lines it hands out in domainRoute (pinged, and where games run) and the
 * platform's origin when the API is elsewhere.
 */
export function contentSecurityPolicy(merchant: MerchantFile): Policy {
  const hosts = merchant.vendorHosts;
  const provider = merchant.identityProvider;
  const emulator = provider?.emulatorUrl ? [new URL(provider.emulatorUrl).origin] : [];
  const google = provider && emulator.length === 0;
  const authDomain = provider && google ? [`https://${provider.authDomain}`] : [];
  const cdn = sources([hosts.cdn]);
  const unique = (...lists: string[][]) => [...new Set(lists.flat())];
  return {
    'default-src': ["'self'"],
    'script-src': unique(
      // index.html's two inline scripts, by their hashes: the one that picks the first screen
      // (build/first-screen-route.ts) and the one that starts the app (build/app-entry.ts).
      ["'self'", scriptSource(firstScreenScript()), scriptSource(APP_ENTRY_SCRIPT)],
      sources(hosts.captchaApi),
      sources(hosts.captchaStatic),
      sources(hosts.serviceScripts),
      sources(PIXEL_SCRIPT_HOSTS),
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
      emulator,
    ),
    'frame-src': unique(["'self'"], sources(hosts.games), google ? sources(FIREBASE_FRAME_HOSTS) : [], authDomain, emulator),
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

/** The `_headers` file: the policy and the referrer rule for every page of the app. */
export function securityHeaders(merchant: MerchantFile): string {
  return [
    APP_PAGES,
    `  Content-Security-Policy: ${policyText(contentSecurityPolicy(merchant))}`,
    `  Referrer-Policy: ${REFERRER_POLICY}`,
    '',
  ].join('\n');
}

/** Emits the merchant's `_headers` next to index.html. */
export function securityHeadersPlugin(merchant: MerchantFile): Plugin {
  return {
    name: 'security-headers',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SECURITY_HEADERS_FILE, source: securityHeaders(merchant) });
    },
  };
}
