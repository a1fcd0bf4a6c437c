import { describe, expect, it } from 'vitest';
import { TOKEN_QUERY_NAMES, withoutToken } from './without-token';

describe('an address without the session token', () => {
  it('loses token and tokens, keeps every other parameter and the hash', () => {
    expect(withoutToken('https://x.test/m/home?token=abc&r=1&tokens=def#top').href).toBe('https://x.test/m/home?r=1#top');
  });

  it('loses the question mark when the token was the only parameter', () => {
    expect(withoutToken('https://x.test/m/appDownload?tokens=xyz').href).toBe('https://x.test/m/appDownload');
  });

  it('is the same address when it carried no token', () => {
    expect(withoutToken('https://x.test/m/home?affiliateCode=A1').href).toBe('https://x.test/m/home?affiliateCode=A1');
  });

  it('leaves the address it was given as it was', () => {
    const given = new URL('https://x.test/m/home?token=abc');
    expect(withoutToken(given).search).toBe('');
    expect(given.searchParams.get('token')).toBe('abc');
  });

  it('knows both names the platform hands a token over with', () => {
    expect(TOKEN_QUERY_NAMES).toEqual(['token', 'tokens']);
  });
});
