import { describe, expect, it } from 'vitest';
import { promotionOrigin, shareLink } from './share-link';

const APP = 'https://lucky.example';

describe('the invite link', () => {
  it('stands on the first promotion domain of the answer, with the code as r', () => {
    expect(shareLink('R1001', ['join.lucky.example', 'promo2.example'], APP)).toBe('https://join.lucky.example/?r=R1001');
  });

  it('keeps a domain written with its scheme, and skips what is no web address', () => {
    expect(shareLink('R1001', ['', 'ftp://files.example', 'http://promo.example:8080'], APP)).toBe('http://promo.example:8080/?r=R1001');
    expect(shareLink('R1001', ['not a domain', 'javascript:alert(1)', 'promo.example'], APP)).toBe('https://promo.example/?r=R1001');
  });

  it("falls back to the app's own registration page when the answer names no usable domain", () => {
    expect(shareLink('R1001', [], APP)).toBe('https://lucky.example/m/register?r=R1001');
    expect(shareLink('R1001', ['  ', 'mailto:a@b.example'], 'http://127.0.0.1:6617')).toBe('http://127.0.0.1:6617/m/register?r=R1001');
  });

  it('carries no token: only the domain is kept, never its path, query or fragment', () => {
    const link = shareLink('R1001', ['https://promo.example/landing?token=abc&tokens=def#token=ghi'], APP);
    expect(link).toBe('https://promo.example/?r=R1001');
    expect(shareLink('R1001', [], 'https://lucky.example')).not.toMatch(/token/);
  });

  it("refuses a domain with credentials, as app-core's web addresses do (the first host is not where it goes)", () => {
    expect(shareLink('R1001', ['https://promo.example@evil.example'], APP)).toBe('https://lucky.example/m/register?r=R1001');
    expect(shareLink('R1001', ['https://user:pass@promo.example/', 'join.example'], APP)).toBe('https://join.example/?r=R1001');
  });

  it('never throws on a malformed answer or origin: what is no address is skipped, and no address at all is null', () => {
    expect(shareLink('R1001', [null, 42, { host: 'x' }, 'https://[bad', 'promo.example'], APP)).toBe('https://promo.example/?r=R1001');
    expect(shareLink('R1001', [], 'null')).toBeNull();
    expect(shareLink('R1001', [], 'file://')).toBeNull();
  });

  it('encodes the code', () => {
    expect(shareLink('a b&c=d', ['promo.example'], APP)).toBe('https://promo.example/?r=a+b%26c%3Dd');
    expect(new URL(shareLink('拼音#1', [], APP) ?? '').searchParams.get('r')).toBe('拼音#1');
  });
});

describe('a promotion domain', () => {
  it('is an origin, https when written bare', () => {
    expect(promotionOrigin(' Promo.Example ')).toBe('https://promo.example');
    expect(promotionOrigin('https://promo.example/path')).toBe('https://promo.example');
    expect(promotionOrigin('data:text/html,x')).toBeNull();
    expect(promotionOrigin('mailto:someone@promo.example')).toBeNull();
    expect(promotionOrigin('promo.example:8443/join')).toBe('https://promo.example:8443');
    expect(promotionOrigin('blob:https://promo.example/1')).toBeNull();
    expect(promotionOrigin(undefined)).toBeNull();
  });
});
