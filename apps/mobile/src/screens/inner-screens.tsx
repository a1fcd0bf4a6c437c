import type { ComponentType } from 'react';
import { PATHS } from '@lotto/app-core';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { ShellTextKey } from '../locales';

/** A go-to page of the promotions that shows what the app knows of its type. */
async function typeScreen(kind: 'noviceTask' | 'rescue' | 'voucherCenter' | 'leaderBoard', titleKey: ShellTextKey): Promise<ComponentType> {
  const { PromotionTypeScreen } = await import('./PromotionTypeScreen');
  return () => <PromotionTypeScreen kind={kind} titleKey={titleKey} />;
}

/** The inner pages built so far; each loads its own chunk (the app download page brings the install package). */
const BUILT_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
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

/** The screen of an inner route (`INNER_ROUTES`): the built one, or the honest placeholder under the page's title. */
export async function innerScreen(path: string, titleKey: ShellTextKey): Promise<ComponentType> {
  return (await BUILT_SCREENS[path]?.()) ?? (() => <PlaceholderScreen titleKey={titleKey} />);
}

/** Home's lobby sections, once home has settled (HomeLobby): through this chunk, which home already knows how to load. */
export async function homeLobby() {
  return { default: (await import('./home-lobby')).default };
}
