/**
 * What the page tells its service worker. `SKIP_WAITING` is workbox-window's own message
 * (`messageSkipWaiting`); `CACHE_TEXTS` names the language whose texts must open offline.
 */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
export const CACHE_TEXTS_MESSAGE = 'CACHE_TEXTS';

export type WorkerMessage = { type: typeof SKIP_WAITING_MESSAGE } | { type: typeof CACHE_TEXTS_MESSAGE; language: string };
