// Loaded once the page has settled (late-features.ts): the popups' code, styles, texts and the
// sanitiser stay off the first screen. The package comes in home's late part, one chunk with the
// banner carousel (components/home-late.tsx), which home asks for at the same moment when it has
// banners.
import { overlayClosed, overlayWanted } from '@lotto/app-core';
import { appDownloadOpened } from '@lotto/install';
import { trackLater } from '../early/tracking-events';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

/**
 * The announcement popup and the welcome images. The APP_DOWNLOAD go-to button opens the install
 * prompts' app-or-web sheet (late-features starts the prompts first); an item shown raises viewContent.
 * While their chunk is on its way the announcement holds its place in the overlays' queue, so the
 * prompts after it in the order (add to home screen, notifications) do not open first; the popups
 * take the place over once they start, and give it up when they have nothing to show.
 */
export function startPopupsFeature(shell: ShellContext): void {
  const release = () => shell.store.dispatch(overlayClosed('announcement'));
  shell.store.dispatch(overlayWanted('announcement'));
  void import('../components/home-late').then(({ popupsFeature }) => {
    try {
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
      });
    } catch (error) {
      release();
      throw error;
    }
  }, release);
}
