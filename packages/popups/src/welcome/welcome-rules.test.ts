import type { Banner } from '../server-data/banners';
import { describe, expect, it } from 'vitest';
import { imageFileName, pendingWelcomeImages, welcomeAllowed } from './welcome-rules';

const banner = (groupName: string, url: string): Banner => ({ groupName, url });
const BANNERS = [banner('home', '/b/home.svg'), banner('m_popup2', '/b/two-v1.svg'), banner('m_popup1', '/b/one-v1.svg?x=1')];

describe('welcome images (spec 001 §4)', () => {
  it('shows popup 1 before popup 2, never a home banner', () => {
    expect(pendingWelcomeImages(BANNERS, {}).map((item) => item.groupName)).toEqual(['m_popup1', 'm_popup2']);
  });

  it('skips a group whose image file name is the one saved last', () => {
    expect(pendingWelcomeImages(BANNERS, { m_popup1: 'one-v1.svg' }).map((item) => item.groupName)).toEqual(['m_popup2']);
    expect(pendingWelcomeImages(BANNERS, { m_popup1: 'one-v0.svg', m_popup2: 'two-v1.svg' }).map((item) => item.groupName)).toEqual([
      'm_popup1',
    ]);
  });

  it('reads the file name without the query', () => {
    expect(imageFileName('https://cdn.example/a/b/c.png?v=2#x')).toBe('c.png');
  });

  it.each([
    [{ inApp: false, pwa: false, webclip: false }, true],
    [{ inApp: true, pwa: false, webclip: false }, false],
    [{ inApp: false, pwa: true, webclip: false }, false],
    [{ inApp: false, pwa: false, webclip: true }, false],
  ])('in %o: allowed %s', (environment, allowed) => {
    expect(welcomeAllowed(environment)).toBe(allowed);
  });
});
