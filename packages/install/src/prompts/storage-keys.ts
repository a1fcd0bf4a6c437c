import { localStore, sessionStore } from '@lotto/app-core';

/**
 * What the install prompts keep in the browser. app-core's STORAGE_KEYS is the app's table and
 * points here: these stay in the lazily loaded package so the first screen does not carry them.
 * `hideDownloadBar` is the spec's own name (spec 001 §2 screen 1); the others are ours.
 */
export const PROMPT_STORAGE_KEYS = {
  /** Session storage: '1' once the download bar was closed. */
  hideDownloadBar: 'hideDownloadBar',
  /** Session storage: '1' once the add-to-home-screen prompt was dismissed. */
  a2hsDismissed: 'MC_A2HS_DISMISSED',
  /** Local storage: add-to-home-screen closes; 99 after an install. */
  a2hsCloseCount: 'MC_A2HS_CLOSE_COUNT',
  /** Local storage: forced app-download modal closes. */
  forcedDownloadCloseCount: 'MC_FORCED_DOWNLOAD_CLOSE_COUNT',
} as const;

type Area = 'local' | 'session';

const area = (which: Area): Storage => (which === 'local' ? localStore : sessionStore);

export function readStored(which: Area, key: string): string | null {
  return area(which).getItem(key);
}

/** Private modes may refuse storage: the guarded store then keeps it for this page only. */
export function writeStored(which: Area, key: string, value: string): void {
  area(which).setItem(key, value);
}

export function readCount(key: string): number {
  const value = Number(readStored('local', key));
  return Number.isFinite(value) ? value : 0;
}
