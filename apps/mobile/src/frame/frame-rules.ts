// Read in Node too (build/first-screen-route.ts): only the packages' path tables, no browser code.
import { HOME_PATHS, PATHS } from '@lotto/app-core/paths';
import { SYSTEM_PATHS } from '@lotto/system/paths';
import type { TabId } from '@lotto/app-core';

/** The tab bar's tabs, in their order. */
export const TABS: readonly TabId[] = ['home', 'games', 'promotions', 'service', 'me'];

/** Where a tab leads (Service opens the chat and has no page; Me leads a visitor to login first). */
export const TAB_TARGETS = {
  home: PATHS.home,
  games: PATHS.game,
  promotions: PATHS.rewardCenter,
  me: PATHS.memberHome,
} as const;

/**
 * @public Read by build/first-screen-route.ts too. The pages that are a flow of their own, which
 * the tab bar would only lead away from: sign-in and registration (the second factor is a modal
 * over login), the password change, the agent's registration, the line chooser, the game frame
 * page, where a game fills the screen, and the download page the native app sends its players to
 * (spec 001 §2), whose way back is the app's.
 */
export const WITHOUT_TAB_BAR: readonly string[] = [
  PATHS.login,
  PATHS.register,
  PATHS.registerHtml,
  PATHS.changePassword,
  PATHS.agentRegister,
  PATHS.launchGame,
  PATHS.appDownload,
  SYSTEM_PATHS.lines,
];

/**
 * @public Read by build/first-screen-route.ts too. Each tab's part of the app: a path in it, or below it, marks the tab current. Home's paths mark
 * only themselves ("/" would hold every page).
 */
export const TAB_SECTIONS: ReadonlyArray<readonly [TabId, readonly string[]]> = [
  ['home', HOME_PATHS],
  ['games', [PATHS.game]],
  ['promotions', [PATHS.rewardCenter, PATHS.activity, PATHS.voucherCenter, PATHS.leaderBoard]],
  ['me', [PATHS.memberHome, PATHS.memberBenefits, PATHS.feedback]],
];

/** The pages the top bar heads: the lobby, where the member's balance counts. */
const WITH_TOP_BAR: readonly string[] = HOME_PATHS;

/** The pages a game is played on: leaving one is the moment to ask the balance again. */
const GAME_PAGES: readonly string[] = [PATHS.launchGame, PATHS.game];

/** A path as the router matches it: in any case, without a closing slash. */
function routePath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/$/, '$1');
}

const lower = (paths: readonly string[]) => paths.map((path) => path.toLowerCase());
const within = (path: string, base: string) => path === base || (base !== '/' && path.startsWith(`${base}/`));

export interface Frame {
  /** The bottom tab bar shows. */
  tabBar: boolean;
  /** The tab marked current, if the page belongs to one. */
  tab: TabId | null;
  /** The top bar (brand, log in and register, or the member's name, VIP badge and balance) heads the page. */
  topBar: boolean;
}

/** What frames the page at a path. */
export function frameOf(pathname: string): Frame {
  const path = routePath(pathname);
  const tabBar = !lower(WITHOUT_TAB_BAR).includes(path);
  const section = TAB_SECTIONS.find(([, bases]) => lower(bases).some((base) => within(path, base)));
  return { tabBar, tab: tabBar && section ? section[0] : null, topBar: lower(WITH_TOP_BAR).includes(path) };
}

/** The player came back from a game: the page before was one a game is played on, and this one is not. */
export function leftAGame(from: string, to: string): boolean {
  const onGamePage = (pathname: string) => lower(GAME_PAGES).some((base) => within(routePath(pathname), base));
  return onGamePage(from) && !onGamePage(to);
}

/**
 * What the Service tab does, under the chat rules (spec 001 §4, §6; app-core's `selectChatAccess`):
 * hidden for a merchant without chat, a visitor's way to login, anyone else's press of the chat
 * entry (member type 4 is refused there). Until the merchant's settings are known it is there, as
 * the first screen drew it, rather than coming in later and moving the other tabs.
 */
export function serviceTab(
  access: 'hidden' | 'login' | 'no-permission' | 'launch',
  { settingsKnown, loggedIn }: { settingsKnown: boolean; loggedIn: boolean },
): 'hidden' | 'login' | 'press' {
  if (!settingsKnown) return loggedIn ? 'press' : 'login';
  if (access === 'hidden') return 'hidden';
  return access === 'login' ? 'login' : 'press';
}

/**
 * Marks `<html>` while the tab bar shows, its value the current tab (empty for none): the head's
 * script sets it for the first screen (build/first-screen-route.ts), the app's layout after. The
 * first screen's stylesheet shows its tab bar by it, and ui's tokens lift what floats above the bar.
 */
export const TAB_BAR_ATTRIBUTE = 'data-tab-bar';
