import { describe, expect, it } from 'vitest';
import { a2hsDelay, type A2hsConditions } from './a2hs-rule';

const shown: A2hsConditions = {
  flagOn: true,
  maintenance: false,
  regionRestriction: false,
  inApp: false,
  pwa: false,
  webclip: false,
  dismissedThisSession: false,
  loginRequired: false,
  loggedIn: false,
  pathname: '/m/home',
  hasInstallEvent: true,
  closeCount: 0,
  maxCloseTimes: -1,
  depositSuppressed: false,
};

describe('the add-to-home-screen rule (spec 001 §4)', () => {
  it('shows after 1 s on /m/home and /m/index.html when every condition holds', () => {
    expect(a2hsDelay(shown)).toBe(1000);
    expect(a2hsDelay({ ...shown, pathname: '/m/index.html' })).toBe(1000);
  });

  it.each<[string, Partial<A2hsConditions>]>([
    ['A2HS3 is off', { flagOn: false }],
    ['the platform is in maintenance', { maintenance: true }],
    ['the region is restricted', { regionRestriction: true }],
    ['it runs in the native app', { inApp: true }],
    ['it runs as the installed web app', { pwa: true }],
    ['it runs as a home-screen web clip', { webclip: true }],
    ['it was dismissed this session', { dismissedThisSession: true }],
    ['login is required and nobody is logged in', { loginRequired: true, loggedIn: false }],
    ['the close count reached the maximum', { closeCount: 3, maxCloseTimes: 3 }],
    ['the app was installed (99), even with no maximum', { closeCount: 99, maxCloseTimes: -1 }],
    ['a deposit rule suppresses it', { depositSuppressed: true }],
    ['the page is not a home page', { pathname: '/m/game' }],
    ['the page is /m/index (not in the list)', { pathname: '/m/index' }],
  ])('does not show when %s', (_, change) => {
    expect(a2hsDelay({ ...shown, ...change })).toBeNull();
  });

  it('shows below the maximum, and with login when login is required', () => {
    expect(a2hsDelay({ ...shown, closeCount: 2, maxCloseTimes: 3 })).toBe(1000);
    expect(a2hsDelay({ ...shown, loginRequired: true, loggedIn: true })).toBe(1000);
  });

  it('shows after 2 s on the login page only where there is no install event', () => {
    expect(a2hsDelay({ ...shown, pathname: '/m/login', hasInstallEvent: false })).toBe(2000);
    expect(a2hsDelay({ ...shown, pathname: '/m/login', hasInstallEvent: true })).toBeNull();
  });
});
