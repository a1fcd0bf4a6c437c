import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import demo from '../merchants/demo';
import type { MerchantFile } from '../merchants/types';
import { APP_ENTRY_SCRIPT } from './app-entry';
import { firstScreenScript } from './first-screen-route';
import { contentSecurityPolicy, REFERRER_POLICY, scriptSource, securityHeaders } from './security-headers';

const PIXELS_DIR = `${resolve(import.meta.dirname, '../../../packages/tracking/src/pixels')}/`;

const production: MerchantFile = {
  ...demo,
  identityProvider: { ...demo.identityProvider!, emulatorUrl: undefined, authDomain: 'lotto-prod.firebaseapp.com' },
  vendorHosts: {
    ...demo.vendorHosts,
    serviceScripts: ['widget.chat.example'],
    games: ['games.provider.example'],
    cdn: 'https://cdn.lotto.example',
  },
};

describe('the security headers the build ships', () => {
  it('lets scripts come only from the app (its two inline scripts by hash), the captcha vendor, the service-script hosts, the pixels and the identity provider', () => {
    const policy = contentSecurityPolicy(production);
    expect(policy['script-src']).toEqual([
      "'self'",
      scriptSource(firstScreenScript()),
      scriptSource(APP_ENTRY_SCRIPT),
      'https://api.geetest.com',
      'https://api-na.geetest.com',
      'https://api-sg.geetest.com',
      'https://static.geetest.com',
      'https://static.geevisit.com',
      'https://dn-staticdown.qbox.me',
      'https://widget.chat.example',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://s1.kwai.net',
      'https://www.googletagmanager.com',
      'https://apis.google.com',
      'https://www.google.com',
      'https://www.gstatic.com',
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://games.provider.example',
      'https://www.google.com',
      'https://recaptcha.google.com',
      'https://lotto-prod.firebaseapp.com',
    ]);
    expect(policy['connect-src']).toContain('https://cdn.lotto.example');
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('names the Firebase Auth emulator instead of Google in a build that uses it (dev and test)', () => {
    const policy = contentSecurityPolicy(demo);
    expect(policy['connect-src']).toContain('http://127.0.0.1:9099');
    expect(policy['frame-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(policy['script-src']).not.toContain('https://apis.google.com');
    expect(policy['connect-src']).not.toContain('https://identitytoolkit.googleapis.com');
  });

  it('names every host a pixel loads its script from (packages/tracking)', () => {
    const scriptSources = contentSecurityPolicy(demo)['script-src'];
    const files = readdirSync(PIXELS_DIR).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
    const hosts = files.flatMap((name) =>
      [...readFileSync(`${PIXELS_DIR}${name}`, 'utf8').matchAll(/scriptUrl: [^\n]*?`?'?(https:\/\/[^/'`]+)\//g)].map((match) => match[1]),
    );
    expect(hosts.length).toBeGreaterThanOrEqual(4);
    for (const host of hosts) expect(scriptSources).toContain(host);
  });

  it('writes the policy and the referrer rule for every page under /m/', () => {
    const text = securityHeaders(demo);
    expect(text.split('\n')[0]).toBe('/m/*');
    expect(text).toMatch(
      /^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=' 'sha256-[A-Za-z0-9+/]+=' https:\/\/api\.geetest\.com /m,
    );
    expect(text).toContain(`  Referrer-Policy: ${REFERRER_POLICY}\n`);
  });
});

describe('scriptSource', () => {
  it("is the script's SHA-256 in base64, the form a policy's script-src takes", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
