import { describe, expect, it } from 'vitest';
import { externalRedirectTarget, sessionRedirect } from './session-redirect';

const APP = 'https://m.lotto.example';
const FIELDS = { token: 'tok-1', language: 'EN', headerColor: '#b3261e', title: 'Lucky Star' };

describe('an external redirect with the session (spec 001 §7)', () => {
  it('reads redirectUrl only when it leaves the app', () => {
    expect(externalRedirectTarget('?redirectUrl=https%3A%2F%2Fpay.example.com%2Fdeposit', APP)?.href).toBe(
      'https://pay.example.com/deposit',
    );
    expect(externalRedirectTarget('?redirectUrl=%2Fm%2Fhome', APP)).toBeNull();
    expect(externalRedirectTarget(`?redirectUrl=${encodeURIComponent(`${APP}/m/game`)}`, APP)).toBeNull();
    expect(externalRedirectTarget('?redirectUrl=javascript%3Aalert(1)', APP)).toBeNull();
    expect(externalRedirectTarget('?other=1', APP)).toBeNull();
  });

  it('appends token, language, headerColor, b2c=1 and the page title for a listed host, keeping its own query', () => {
    const target = new URL('https://pay.example.com/deposit?from=app');
    const url = new URL(sessionRedirect(target, FIELDS, ['pay.example.com'], APP)!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'app',
      token: 'tok-1',
      language: 'EN',
      headerColor: '#b3261e',
      b2c: '1',
      title: 'Lucky Star',
    });
  });

  it('a domainList line counts as listed', () => {
    expect(sessionRedirect(new URL('http://127.0.0.1:4392/x'), FIELDS, ['http://127.0.0.1:4392'], APP)).toMatch(/token=tok-1/);
  });

  it('never sends the token to a domainList line on plain http', () => {
    expect(sessionRedirect(new URL('http://line.example.com:8080/x'), FIELDS, ['http://line.example.com:8080'], APP)).toBeNull();
    expect(sessionRedirect(new URL('https://line.example.com:8443/x'), FIELDS, ['https://line.example.com:8443'], APP)).toMatch(
      /token=tok-1/,
    );
  });

  it('refuses any other host: nothing to send', () => {
    expect(sessionRedirect(new URL('https://evil.example.net/'), FIELDS, ['pay.example.com'], APP)).toBeNull();
    expect(sessionRedirect(new URL('http://pay.example.com/'), FIELDS, ['pay.example.com'], APP)).toBeNull();
  });
});
