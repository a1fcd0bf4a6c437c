import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import demo from '../merchants/demo';
import type { MerchantFile } from '../merchants/types';
import { APP_ENTRY_SCRIPT } from './app-entry';
import { firstScreenScript } from './first-screen-route';
import { themeColoursOf } from './merchant-colours';
import { contentSecurityPolicy, REFERRER_POLICY, scriptSource, securityHeaders } from './security-headers';
import { themeScript } from './theme-script';

const PIXELS_DIR = `${resolve(import.meta.dirname, '../../../packages/tracking/src/pixels')}/`;

const production: MerchantFile = {
  ...demo,
  identityProvider: { ...demo.identityProvider!, authDomain: 'lotto-prod.firebaseapp.com' },
  vendorHosts: {
    ...demo.vendorHosts,
    serviceScripts: ['widget.chat.example'],
    games: ['games.provider.example'],
    cdn: 'https://cdn.lotto.example',
    lines: ['*.lines.lotto.example'],
  },
};

describe('the security headers the build ships', () => {
  it('lets scripts come only from the app (its three inline scripts by hash), the captcha vendor, the service-script hosts, the pixels and the identity provider', () => {
    const policy = contentSecurityPolicy(production);
    expect(policy['script-src']).toEqual([
      "'self'",
      scriptSource(themeScript(themeColoursOf(production))),
      scriptSource(firstScreenScript()),
      scriptSource(APP_ENTRY_SCRIPT),
      'https://api.geetest.com',
      'https://api-na.geetest.com',
      'https://api-sg.geetest.com',
      'https://static.geetest.com',
      'https://static.geevisit.com',
      'https://dn-staticdown.qbox.me',
      'https://widget.chat.example',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://connect.facebook.net/signals/',
      'https://analytics.tiktok.com/i18n/pixel/',
      'https://s1.kwai.net/kos/s101/nlav11187/pixel/',
      'https://www.googletagmanager.com/gtag/',
      'https://apis.google.com',
      'https://www.google.com',
      'https://www.gstatic.com',
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://games.provider.example',
      'https://*.lines.lotto.example',
      'https://www.google.com',
      'https://recaptcha.google.com',
      'https://lotto-prod.firebaseapp.com',
    ]);
    expect(policy['connect-src']).toContain('https://cdn.lotto.example');
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('names the Firebase Auth emulator instead of Google in a build made for it (the journeys, pnpm start)', () => {
    const policy = contentSecurityPolicy({ ...demo, vendorHosts: { ...demo.vendorHosts, lines: [] } }, 'http://127.0.0.1:9099');
    expect(policy['connect-src']).toContain('http://127.0.0.1:9099');
    expect(policy['frame-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(policy['script-src']).not.toContain('https://apis.google.com');
    expect(policy['connect-src']).not.toContain('https://identitytoolkit.googleapis.com');
  });

  it("names Google's sign-in hosts and the merchant's authDomain in demo's production build, and no emulator or loopback host but its lines", () => {
    const text = securityHeaders(demo);
    expect(text).not.toContain('9099');
    const policy = contentSecurityPolicy(demo);
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://apis.google.com', 'https://www.gstatic.com']));
    expect(policy['connect-src']).toContain('https://identitytoolkit.googleapis.com');
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com', 'https://demo-lotto.firebaseapp.com']));
    const loopback = Object.values(policy)
      .flat()
      .filter((source) => /127\.0\.0\.1|localhost/.test(source));
    expect(new Set(loopback)).toEqual(new Set(demo.vendorHosts.lines));
  });

  it('leaves the emulator out of a merchant without an identity provider, whatever the build says', () => {
    const policy = contentSecurityPolicy({ ...demo, identityProvider: undefined }, 'http://127.0.0.1:9099');
    expect(Object.values(policy).flat()).not.toContain('http://127.0.0.1:9099');
  });

  it('lets each pixel load its script from its vendor path only (packages/tracking), and no other script those hosts serve', () => {
    const scriptSources = contentSecurityPolicy(demo)['script-src'];
    const files = readdirSync(PIXELS_DIR).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
    const urls = files.flatMap((name) =>
      [...readFileSync(`${PIXELS_DIR}${name}`, 'utf8').matchAll(/scriptUrl: [^\n]*?[`'](https:\/\/[^?'`]+)/g)].map((match) => match[1]!),
    );
    /** CSP's path matching: a source ending in `/` allows everything under it, any other exactly its path. */
    const allowed = (url: string) => scriptSources.some((source) => (source.endsWith('/') ? url.startsWith(source) : url === source));
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(allowed(url), url).toBe(true);
    for (const other of [
      'https://www.googletagmanager.com/gtm.js',
      'https://connect.facebook.net/en_US/sdk.js',
      'https://s1.kwai.net/other.js',
    ])
      expect(allowed(other), other).toBe(false);
    expect(scriptSources.filter((source) => /googletagmanager|facebook\.net|tiktok|kwai/.test(source) && !source.includes('/', 8))).toEqual(
      [],
    );
  });

  it('writes the same policy, referrer rule and frame rules for every page path: /, /m and /m/*', () => {
    const blocks = securityHeaders(production)
      .split(/\n(?=\S)/)
      .map((block) => block.trim().split('\n'));
    const pages = blocks.filter(([path]) => path !== '/m/assets/*');
    expect(pages.map(([path]) => path)).toEqual(['/', '/m', '/m/*']);
    for (const [, ...headers] of pages) {
      expect(headers).toEqual(pages[0]!.slice(1));
      expect(headers[0]).toMatch(
        /^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=' 'sha256-[A-Za-z0-9+/]+=' 'sha256-[A-Za-z0-9+/]+=' https:\/\/api\.geetest\.com /,
      );
      expect(headers[0]).toContain("frame-ancestors 'self'");
      expect(headers).toContain(`  Referrer-Policy: ${REFERRER_POLICY}`);
      expect(headers).toContain('  X-Frame-Options: SAMEORIGIN');
      expect(headers).toContain('  X-Content-Type-Options: nosniff');
    }
  });

  it('caches only the hashed assets for good', () => {
    const text = securityHeaders(demo);
    expect(text).toContain('/m/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(text.match(/Cache-Control/g)).toHaveLength(1);
  });

  it('lets the speed test ping, and games run on, the line hosts the merchant file lists (wildcards kept)', () => {
    const policy = contentSecurityPolicy({
      ...production,
      vendorHosts: { ...production.vendorHosts, lines: ['*.lines.example', 'https://line9.example:8443'] },
    });
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.lines.example', 'https://line9.example:8443']));
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://*.lines.example', 'https://line9.example:8443']));
    expect(policy['script-src']).not.toContain('https://*.lines.example');
    expect(() =>
      contentSecurityPolicy({ ...production, vendorHosts: { ...production.vendorHosts, lines: ['https://*.x.example/path'] } }),
    ).toThrow(/Not a policy source/);
  });

  it("reaches the demo's lines: the simulator's other loopback ports", () => {
    expect(contentSecurityPolicy(demo)['connect-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']));
  });

  it("reaches FCM's installation and registration hosts for a merchant on real push, and not with the offline stand-in", () => {
    const fcm = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];
    const realPush = { ...production, push: { ...demo.push!, standIn: false } };
    expect(contentSecurityPolicy(realPush)['connect-src']).toEqual(expect.arrayContaining(fcm));
    expect(contentSecurityPolicy(demo)['connect-src']).not.toContain(fcm[0]);
    expect(contentSecurityPolicy({ ...production, push: undefined })['connect-src']).not.toContain(fcm[1]);
  });

  it("opens the customer-service widget's frames and sockets the merchant file lists", () => {
    const policy = contentSecurityPolicy({
      ...production,
      vendorHosts: { ...production.vendorHosts, serviceFrames: ['chat.widget.example'], serviceSockets: ['rt.widget.example'] },
    });
    expect(policy['frame-src']).toContain('https://chat.widget.example');
    expect(policy['connect-src']).toContain('wss://rt.widget.example');
  });
});

describe('scriptSource', () => {
  it("is the script's SHA-256 in base64, the form a policy's script-src takes", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
