import { PATHS } from '@lotto/app-core';
import type { ShellTextKey } from '../locales';

/** Route data every screen can read: the title key in the shell namespace (or `namespace:key`). */
export interface RouteHandle {
  titleKey: ShellTextKey;
  /** Open to visitors without a session, beyond the guard's own list (the line chooser). */
  public?: boolean;
}

/** Inner pages whose screen `screens/inner-screens` picks by path (each has one: no page is a dead end). */
export const INNER_ROUTES: ReadonlyArray<{ path: string; titleKey: ShellTextKey }> = [
  { path: PATHS.launchGame, titleKey: 'title.launchGame' },
  { path: PATHS.inviteFriends, titleKey: 'title.inviteFriends' },
  { path: PATHS.activity, titleKey: 'title.activity' },
  { path: PATHS.rewardCenter, titleKey: 'title.rewardCenter' },
  { path: PATHS.game, titleKey: 'title.game' },
  { path: PATHS.gameVendor, titleKey: 'title.game' },
  { path: PATHS.appDownload, titleKey: 'title.appDownload' },
  { path: PATHS.activitySignIn, titleKey: 'title.activitySignIn' },
  { path: PATHS.activityNoviceTask, titleKey: 'title.activityNoviceTask' },
  { path: PATHS.activityRescue, titleKey: 'title.activityRescue' },
  { path: PATHS.voucherCenter, titleKey: 'title.voucherCenter' },
  { path: PATHS.leaderBoard, titleKey: 'title.leaderBoard' },
  { path: PATHS.memberBenefits, titleKey: 'title.memberBenefits' },
  // The account pages (@lotto/account). Feedback is guarded, a visitor going home (spec 001 §2); help
  // is among the guard's visitor paths.
  { path: PATHS.feedback, titleKey: 'title.feedback' },
  { path: PATHS.help, titleKey: 'account:title.help' },
  { path: PATHS.inbox, titleKey: 'account:title.inbox' },
];
