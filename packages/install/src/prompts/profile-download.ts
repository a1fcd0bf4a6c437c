import { toastShown } from '@lotto/app-core';
import type { Dispatch } from '@reduxjs/toolkit';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { followableDownload, type DownloadWindow } from './download-target';
import { IOS_RETURN_NOTE_FROM, SETTINGS_TOAST_MS } from './constants';
import { overlayOpened } from './prompts-slice';

interface ProfileDownloadContext {
  dispatch: Dispatch;
  iosVersion: number | null;
  target?: DownloadWindow & Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * The profile install (spec 001 §5). iOS 17 and later download the profile, and Settings lists it
 * at the top: a note says so when the player comes back to the page. Older iOS hides it deeper,
 * so a 'go to settings' toast comes first and the download follows once it has been read.
 */
export function downloadProfile(raw: string, { dispatch, iosVersion, target = window, doc = document }: ProfileDownloadContext): void {
  const link = followableDownload(raw);
  if (!link) return;
  if (iosVersion !== null && iosVersion < IOS_RETURN_NOTE_FROM) {
    dispatch(toastShown({ messageKey: 'profile_settings_toast', namespace: INSTALL_PROMPTS_NAMESPACE, durationMs: SETTINGS_TOAST_MS }));
    setTimeout(() => target.location.assign(link), SETTINGS_TOAST_MS);
    return;
  }
  const onReturn = () => {
    if (doc.visibilityState !== 'visible') return;
    doc.removeEventListener('visibilitychange', onReturn);
    target.removeEventListener('pageshow', onReturn);
    dispatch(overlayOpened('profileNote'));
  };
  doc.addEventListener('visibilitychange', onReturn);
  target.addEventListener('pageshow', onReturn);
  target.location.assign(link);
}
