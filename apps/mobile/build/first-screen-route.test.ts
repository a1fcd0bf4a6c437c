import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@lotto/app-core';
import { frameOf, TAB_BAR_ATTRIBUTE } from '../src/frame/frame-rules';
import { FIRST_SCREEN_ATTRIBUTE, firstScreenScript } from './first-screen-route';
import { takeEarlyInstallEvent } from '../src/early/early-install-event';

/** What the script marks on <html> for an address. */
function marksFor(pathname: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  runInNewContext(firstScreenScript(), { document: { documentElement }, location: { pathname } });
  return attributes;
}

/** The first screen the script names for an address. */
const screenFor = (pathname: string) => marksFor(pathname).get(FIRST_SCREEN_ATTRIBUTE);

describe('firstScreenScript', () => {
  it.each([
    [PATHS.home, 'home'],
    [PATHS.root, 'home'],
    [PATHS.index, 'home'],
    [PATHS.indexHtml, 'home'],
    [PATHS.login, 'login'],
    [PATHS.register, 'page'],
    [PATHS.memberHome, 'page'],
    [PATHS.game, 'page'],
    [PATHS.appDownload, 'page'],
    // The router matches in any case, with or without a closing slash.
    ['/m/login/', 'login'],
    ['/m/LOGIN', 'login'],
    ['/m/changepsw', 'page'],
    ['/m/member/home/', 'page'],
    // The app sends an address it does not know home.
    ['/m/nowhere', 'home'],
    ['/m/login/extra', 'home'],
  ])('%s shows the %s screen first', (pathname, screen) => {
    expect(screenFor(pathname)).toBe(screen);
  });

  it.each([...Object.values(PATHS), '/m/lines', '/m/game/TCG_SLOTS', '/m/Member/Home/', '/m/activity/rescue', '/m/nowhere'])(
    "marks the tab bar of %s as the app's frame rules do",
    (pathname) => {
      const { tabBar, tab } = frameOf(pathname);
      expect(marksFor(pathname).get(TAB_BAR_ATTRIBUTE)).toBe(tabBar ? (tab ?? '') : undefined);
    },
  );

  it('marks the tab bar with the current tab, or none', () => {
    expect(marksFor(PATHS.home).get(TAB_BAR_ATTRIBUTE)).toBe('home');
    expect(marksFor(PATHS.rewardCenter).get(TAB_BAR_ATTRIBUTE)).toBe('promotions');
    expect(marksFor(PATHS.inviteFriends).get(TAB_BAR_ATTRIBUTE)).toBe('');
    expect(marksFor(PATHS.launchGame).has(TAB_BAR_ATTRIBUTE)).toBe(false);
  });

  it('keeps an install offer made before the entry has loaded, for the install feature to take', () => {
    const page = new EventTarget() as unknown as Window;
    runInNewContext(`(function(){${firstScreenScript()}}).call(page)`, {
      page,
      document: { documentElement: { setAttribute: () => undefined } },
      location: { pathname: PATHS.home },
    });
    const offered = new Event('beforeinstallprompt', { cancelable: true });
    page.dispatchEvent(offered);
    // The browser's own banner is held back, as the install feature would.
    expect(offered.defaultPrevented).toBe(true);
    expect(takeEarlyInstallEvent(page)).toBe(offered);
    // Once taken, the head no longer keeps (the feature listens itself).
    const later = new Event('beforeinstallprompt', { cancelable: true });
    page.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('is plain ES5, so the oldest phones run it as they parse the head', () => {
    expect(firstScreenScript()).not.toMatch(/=>|\bconst\b|\blet\b|\.includes\(|`/);
  });
});
