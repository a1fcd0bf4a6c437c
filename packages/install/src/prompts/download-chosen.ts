import { createAction } from '@reduxjs/toolkit';

/** Where the player chose a download: the bar, its popup, the app-or-web sheet, the forced modal, the add-to-home-screen guide, or /m/appDownload. */
export type DownloadPlace = 'bar' | 'popup' | 'choice' | 'forced' | 'guide' | 'page';

/** What was downloaded: a native app, or the iOS home-screen profile. */
type DownloadKind = 'android' | 'ios' | 'profile';

export interface DownloadChoice {
  place: DownloadPlace;
  kind: DownloadKind;
}

/**
 * The player started an app download (spec 001 §7, downloadApp). Install does not know tracking
 * (one-way dependencies): it only says so, and the shell's tracking listens for this action.
 * Dispatched only when the download really goes ahead, never for a tap the page refuses (an
 * iOS browser other than Safari, an in-app browser).
 */
export const appDownloadChosen = createAction<DownloadChoice>('installPrompts/appDownloadChosen');
