// Loaded once the page has settled (late-features.ts): the popups' code, styles, texts and the
// sanitiser stay off the first screen. The package comes in home's late part, one chunk with the
// banner carousel (components/home-late.tsx), which home asks for at the same moment when it has
// banners.
import { appDownloadOpened } from '@lotto/install';
import { trackLater } from '../early/tracking-events';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

/**
 * The announcement popup and the welcome images. The APP_DOWNLOAD go-to button opens the install
 * prompts' app-or-web sheet (late-features starts the prompts first); an item shown raises viewContent.
 */
export function startPopupsFeature(shell: ShellContext): void {
  void import('../components/home-late').then(
    ({ popupsFeature }) =>
      startLateFeature(popupsFeature, shell, {
        appDownload: () => shell.store.dispatch(appDownloadOpened()),
        // Spec 001 §7 names viewContent without a place: the announcements and promotions are the
        // content this app shows (the activity pages are not built yet), so an item on screen is one.
        contentViewed: ({ id, promotionType }) =>
          trackLater('viewContent', {
            contentId: id,
            contentType: promotionType ? 'promotion' : 'announcement',
            ...(promotionType ? { promotionType } : {}),
          }),
      }),
    () => undefined,
  );
}
