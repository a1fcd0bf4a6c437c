import { describe, expect, it } from 'vitest';
import { statusQuery } from './status-query';

describe('statusQuery', () => {
  it('sends the tracked query string, the host name and the address without the token', () => {
    expect(statusQuery({ href: 'https://m.lucky.example/m/home?affiliateCode=A1&token=abc&tokens=def&x=1#top' })).toEqual({
      track: 'affiliateCode=A1',
      originalDomain: 'm.lucky.example',
      url: 'https://m.lucky.example/m/home?affiliateCode=A1&x=1#top',
    });
  });

  it('sends an empty track when the player came without tracked parameters', () => {
    expect(statusQuery({ href: 'https://m.lucky.example/m/home' }).track).toBe('');
  });

  it('adds tracked parameters saved earlier in the visit', () => {
    expect(statusQuery({ href: 'https://m.lucky.example/m/login', savedTracked: { r: '7', fbclid: 'f' } }).track).toBe('r=7&fbclid=f');
  });

  it('prefers the domain the player registered from', () => {
    const registrationInfo = JSON.stringify({ originalDomain: 'promo.lucky.example' });
    expect(statusQuery({ href: 'https://m.lucky.example/', registrationInfo }).originalDomain).toBe('promo.lucky.example');
    expect(statusQuery({ href: 'https://m.lucky.example/', registrationInfo: 'not json' }).originalDomain).toBe('m.lucky.example');
    expect(statusQuery({ href: 'https://m.lucky.example/', registrationInfo: '{"originalDomain":""}' }).originalDomain).toBe(
      'm.lucky.example',
    );
  });
});
