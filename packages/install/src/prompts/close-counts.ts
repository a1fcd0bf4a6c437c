import { INSTALLED_CLOSE_COUNT, HIDDEN_FLAG } from './constants';
import { PROMPT_STORAGE_KEYS, readCount, readStored, writeStored } from './storage-keys';

/** Spec 001 §4: a dismissal sets the session flag and counts one more close. */
export function recordA2hsDismissed(): void {
  writeStored('session', PROMPT_STORAGE_KEYS.a2hsDismissed, HIDDEN_FLAG);
  writeStored('local', PROMPT_STORAGE_KEYS.a2hsCloseCount, String(readCount(PROMPT_STORAGE_KEYS.a2hsCloseCount) + 1));
}

/** Spec 001 §4: an install sets the count to 99, so the prompt never comes back. */
export function recordA2hsInstalled(): void {
  writeStored('session', PROMPT_STORAGE_KEYS.a2hsDismissed, HIDDEN_FLAG);
  writeStored('local', PROMPT_STORAGE_KEYS.a2hsCloseCount, String(INSTALLED_CLOSE_COUNT));
}

export const a2hsCloseCount = () => readCount(PROMPT_STORAGE_KEYS.a2hsCloseCount);
export const a2hsDismissedThisSession = () => readStored('session', PROMPT_STORAGE_KEYS.a2hsDismissed) === HIDDEN_FLAG;

export const downloadBarHidden = () => readStored('session', PROMPT_STORAGE_KEYS.hideDownloadBar) === HIDDEN_FLAG;
export const recordDownloadBarClosed = () => writeStored('session', PROMPT_STORAGE_KEYS.hideDownloadBar, HIDDEN_FLAG);

export const forcedDownloadCloseCount = () => readCount(PROMPT_STORAGE_KEYS.forcedDownloadCloseCount);
export function recordForcedDownloadClosed(): void {
  writeStored('local', PROMPT_STORAGE_KEYS.forcedDownloadCloseCount, String(forcedDownloadCloseCount() + 1));
}
