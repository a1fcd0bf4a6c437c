import { describe, expect, it } from 'vitest';
import { mayCarryToken, parseAddress, secureAddress, webAddress } from './web-address';

const BASE = 'https://play.example';

describe('addresses from the server', () => {
  it.each([null, undefined, 42, '', '   ', 'http://[', 'https://exa mple.com/', '//'])(
    'reads %j as no address, without throwing',
    (raw) => {
      expect(parseAddress(raw)).toBeNull();
      expect(webAddress(raw, { base: BASE })).toBeNull();
      expect(secureAddress(raw, BASE)).toBeNull();
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://play.example/1',
    'file:///etc/passwd',
    'intent://evil#Intent;end',
    'https://play.example@evil.example/',
    'https://user:pass@evil.example/',
  ])('refuses %s', (raw) => {
    expect(webAddress(raw, { base: BASE, plainHttp: true })).toBeNull();
    expect(secureAddress(raw, BASE)).toBeNull();
  });

  it('reads relative addresses against the base only, as the browser would', () => {
    expect(webAddress('/dl/app.apk', { base: BASE })?.href).toBe('https://play.example/dl/app.apk');
    expect(webAddress('//cdn.example/app.apk', { base: BASE })?.href).toBe('https://cdn.example/app.apk');
    expect(webAddress('/\\evil.example/x', { base: BASE })?.hostname).toBe('evil.example');
    expect(webAddress('/dl/app.apk')).toBeNull();
  });

  it('takes plain http only where asked', () => {
    expect(webAddress('http://news.example/')).toBeNull();
    expect(webAddress('http://news.example/', { plainHttp: true })?.href).toBe('http://news.example/');
  });

  it('sends the token (or an installer) over https only, the local simulator excepted', () => {
    expect(mayCarryToken(new URL('https://line.example/'))).toBe(true);
    expect(mayCarryToken(new URL('http://line.example/'))).toBe(false);
    expect(mayCarryToken(new URL('http://localhost:4600/'))).toBe(true);
    expect(mayCarryToken(new URL('http://127.0.0.1:8081/'))).toBe(true);
    expect(mayCarryToken(new URL('http://127.0.0.1.evil.example/'))).toBe(false);
    expect(secureAddress('http://line.example/m/home', BASE)).toBeNull();
    expect(secureAddress('/m/appDownload', BASE)?.href).toBe('https://play.example/m/appDownload');
  });
});
