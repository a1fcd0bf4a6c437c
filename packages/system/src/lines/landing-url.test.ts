import { describe, expect, it } from 'vitest';
import { lineLandingUrl } from './landing-url';

describe('lineLandingUrl', () => {
  it("goes to the line's home page, keeping the tracked query parameters and nothing else", () => {
    expect(lineLandingUrl('https://line2.example', '?affiliateCode=A1&r=9&token=secret&foo=1')).toBe(
      'https://line2.example/m/home?affiliateCode=A1&r=9',
    );
  });

  it('adds tracked parameters saved earlier in the visit', () => {
    expect(lineLandingUrl('http://127.0.0.1:4318', '', { gclid: 'g-1' })).toBe('http://127.0.0.1:4318/m/home?gclid=g-1');
  });
});
