import { describe, expect, it } from 'vitest';
import { isAppNavigation, isTextsFile } from './routes';

const scope = new URL('https://lotto.example/m/');
const navigate = { mode: 'navigate' as const };
const textsLanguage = (url: string) => /assets\/([A-Z-]+)\.\w+\.js$/.exec(url)?.[1] ?? null;

describe('what the service worker answers', () => {
  it("answers navigations to the app's pages with the app", () => {
    expect(isAppNavigation(navigate, new URL('https://lotto.example/m/home'), scope)).toBe(true);
    expect(isAppNavigation(navigate, new URL('https://lotto.example/m/member/home?tokens=x'), scope)).toBe(true);
  });

  it("never answers the platform's calls, other origins or requests that are not navigations", () => {
    expect(isAppNavigation(navigate, new URL('https://lotto.example/wps/system/manifest.json'), scope)).toBe(false);
    expect(isAppNavigation(navigate, new URL('https://other.example/m/home'), scope)).toBe(false);
    expect(isAppNavigation({ mode: 'cors' }, new URL('https://lotto.example/m/asset-manifest.json'), scope)).toBe(false);
    expect(isTextsFile(new URL('https://lotto.example/wps/relay/x'), scope, textsLanguage)).toBe(false);
  });

  it('caches texts files of the app only', () => {
    expect(isTextsFile(new URL('https://lotto.example/m/assets/EN.a1.js'), scope, textsLanguage)).toBe(true);
    expect(isTextsFile(new URL('https://lotto.example/m/assets/index-1.js'), scope, textsLanguage)).toBe(false);
    expect(isTextsFile(new URL('https://cdn.example/m/assets/EN.a1.js'), scope, textsLanguage)).toBe(false);
  });
});
