import type { ComponentType } from 'react';
import { PATHS } from '@lotto/app-core';
import type { ShellTextKey } from '../locales';

/** A go-to page of the promotions that shows what the app knows of its type. */
async function typeScreen(kind: 'noviceTask' | 'rescue' | 'voucherCenter' | 'leaderBoard', titleKey: ShellTextKey): Promise<ComponentType> {
  const { PromotionTypeScreen } = await import('./PromotionTypeScreen');
  return () => <PromotionTypeScreen kind={kind} titleKey={titleKey} />;
}

/** Every inner page's screen (INNER_ROUTES, a unit test holds them equal); each loads its own chunk (the app download page brings the install package). */
export const INNER_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [PATHS.appDownload]: async () => (await import('./AppDownloadPage')).AppDownloadPage,
  [PATHS.game]: async () => (await import('./GamePage')).GamePage,
  [PATHS.gameVendor]: async () => (await import('./VendorGamesPage')).VendorGamesPage,
  [PATHS.launchGame]: async () => (await import('./LaunchGamePage')).LaunchGamePage,
  [PATHS.activity]: async () => (await import('./ActivityPage')).ActivityPage,
  [PATHS.rewardCenter]: async () => (await import('./RewardCenterScreen')).RewardCenterScreen,
  [PATHS.activitySignIn]: async () => (await import('./CheckInScreen')).CheckInScreen,
  [PATHS.activityNoviceTask]: () => typeScreen('noviceTask', 'title.activityNoviceTask'),
  [PATHS.activityRescue]: () => typeScreen('rescue', 'title.activityRescue'),
  [PATHS.voucherCenter]: () => typeScreen('voucherCenter', 'title.voucherCenter'),
  [PATHS.leaderBoard]: () => typeScreen('leaderBoard', 'title.leaderBoard'),
  [PATHS.memberBenefits]: async () => (await import('./BenefitsScreen')).BenefitsScreen,
  [PATHS.inviteFriends]: async () => (await import('./InviteFriendsScreen')).InviteFriendsScreen,
  [PATHS.feedback]: async () => (await import('./FeedbackScreen')).FeedbackScreen,
  [PATHS.help]: async () => (await import('./HelpScreen')).HelpScreen,
  [PATHS.inbox]: async () => (await import('./InboxScreen')).InboxScreen,
};

/** The screen of an inner route (`INNER_ROUTES`); a path with none is a bug the route's error boundary shows. */
export async function innerScreen(path: string): Promise<ComponentType> {
  const load = INNER_SCREENS[path];
  if (!load) throw new Error(`no screen for ${path}`);
  return load();
}

/** Home's lobby sections, once home has settled (HomeLobby): through this chunk, which home already knows how to load. */
export async function homeLobby() {
  return { default: (await import('./home-lobby')).default };
}
