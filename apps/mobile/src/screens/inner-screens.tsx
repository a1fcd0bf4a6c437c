import type { ComponentType } from 'react';
import { PATHS } from '@lotto/app-core';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { ShellTextKey } from '../locales';

/** The inner pages built so far; each loads its own chunk (the app download page brings the install package). */
const BUILT_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [PATHS.appDownload]: async () => (await import('./AppDownloadPage')).AppDownloadPage,
  [PATHS.game]: async () => (await import('./GamePage')).GamePage,
  [PATHS.launchGame]: async () => (await import('./LaunchGamePage')).LaunchGamePage,
  [PATHS.inviteFriends]: async () => (await import('./InviteFriendsScreen')).InviteFriendsScreen,
  [PATHS.feedback]: async () => (await import('./FeedbackScreen')).FeedbackScreen,
  [PATHS.help]: async () => (await import('./HelpScreen')).HelpScreen,
  [PATHS.inbox]: async () => (await import('./InboxScreen')).InboxScreen,
};

/** The screen of an inner route (`INNER_ROUTES`): the built one, or the honest placeholder under the page's title. */
export async function innerScreen(path: string, titleKey: ShellTextKey): Promise<ComponentType> {
  return (await BUILT_SCREENS[path]?.()) ?? (() => <PlaceholderScreen titleKey={titleKey} />);
}

/** Home's game lanes, once home has settled (HomeGames): through this chunk, which home already knows how to load. */
export async function homeGameLanes() {
  return { default: (await import('./home-game-lanes')).default };
}
