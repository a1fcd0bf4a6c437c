import type { Dispatch } from '@reduxjs/toolkit';
import { recordA2hsInstalled } from './close-counts';
import { watchInstallEvents } from './install-event';
import { a2hsFinished, installEventCaptured, overlayOpened } from './prompts-slice';

/**
 * Listens for Chromium's install events from now on (spec 001 §4): a captured
 * `beforeinstallprompt` (or the `early` one the page kept before) arms the prompt's Install
 * button, `appinstalled` writes the close count 99.
 */
export function startInstallPrompts(dispatch: Dispatch, target: Window = window, early: Event | null = null): () => void {
  return watchInstallEvents(
    target,
    {
      onCaptured: () => dispatch(installEventCaptured()),
      onInstalled: () => {
        recordA2hsInstalled();
        dispatch(a2hsFinished());
      },
    },
    early,
  );
}

/**
 * "Open the app download" (spec 001 §2, go-to-activity target APP_DOWNLOAD: no path, a callback):
 * the app-or-web sheet. The shell hands this to the popups feature's go-to button.
 */
export const appDownloadOpened = () => overlayOpened('choice');
