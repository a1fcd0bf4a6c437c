import { describe, expect, it } from 'vitest';
import { isListedHost } from './listed-host';

const APP = 'https://m.lotto.example';
const listed = (address: string, hosts: string[]) => isListedHost(new URL(address), hosts, APP);

describe('a session leaves only for a host the merchant lists', () => {
  it('the app’s own origin is always listed', () => {
    expect(listed('https://m.lotto.example/m/home', [])).toBe(true);
  });

  it('a bare host is listed on https, on any port', () => {
    expect(listed('https://chat.example.com/live', ['chat.example.com'])).toBe(true);
    expect(listed('https://chat.example.com:8443/live', ['CHAT.example.com '])).toBe(true);
    expect(listed('http://chat.example.com/live', ['chat.example.com'])).toBe(false);
  });

  it('an origin (a domainList line) lists exactly that origin', () => {
    expect(listed('http://127.0.0.1:4392/x', ['http://127.0.0.1:4392'])).toBe(true);
    expect(listed('http://127.0.0.1:4393/x', ['http://127.0.0.1:4392'])).toBe(false);
  });

  it('an http origin lists nothing but the machine itself (the local simulator)', () => {
    expect(listed('http://line.example.com:8080/x', ['http://line.example.com:8080'])).toBe(false);
    expect(listed('http://localhost:4392/x', ['http://localhost:4392'])).toBe(true);
  });

  it('another host, a look-alike or a subdomain is not listed', () => {
    expect(listed('https://evil.example.net/', ['chat.example.com'])).toBe(false);
    expect(listed('https://chat.example.com.evil.net/', ['chat.example.com'])).toBe(false);
    expect(listed('https://a.chat.example.com/', ['chat.example.com'])).toBe(false);
    expect(listed('https://m.lotto.example.evil.net/', [])).toBe(false);
  });

  it('nothing but web addresses', () => {
    expect(isListedHost(new URL('javascript:alert(1)'), ['alert(1)'], APP)).toBe(false);
  });
});
