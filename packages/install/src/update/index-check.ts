import { STORAGE_KEYS } from '@lotto/app-core';
import { INDEX_CHECK_IOS_MAJOR, INDEX_OK_STATUSES, INDEX_PATH, UPDATE_CHECK_TIMEOUT_MS } from '../constants';
import { timeLimited } from './time-limit';

/** What the index check needs of the environment (app-core's `RuntimeEnvironment`). */
interface IndexCheckEnvironment {
  pwa: boolean;
  webclip: boolean;
  iosVersion: number | null;
}

/** Spec 001 §4, spec 000 §4: only iOS 12's installed app (web app or web clip) checks its index. */
export function checksIndex(env: IndexCheckEnvironment): boolean {
  return (env.pwa || env.webclip) && env.iosVersion !== null && Math.floor(env.iosVersion) === INDEX_CHECK_IOS_MAJOR;
}

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'status'>>;

export interface IndexCheckDeps {
  fetchFn: Fetch;
  /** Session storage: the reload happens once a visit, so a server that keeps failing cannot loop the app. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  isOnline: () => boolean;
}

/**
 * iOS 12's installed app reloads when the index fetch answers other than 200 or 304 (spec 001
 * §4): that is how the old installed app got out of a page the server no longer stands behind.
 * The fetch goes past the service worker's precache (a query it has never seen) and the browser's
 * cache. No answer at all (offline, a dead line, none within the check's time limit) is no reason:
 * the app opens offline on purpose.
 * Resolves with whether it reloaded.
 */
export function createIndexCheck({ fetchFn, storage, reload, isOnline }: IndexCheckDeps): (now: number) => Promise<boolean> {
  let inFlight = false;
  return async (now) => {
    if (inFlight || !isOnline() || storage.getItem(STORAGE_KEYS.indexReloaded) === '1') return false;
    inFlight = true;
    try {
      const { status } = await timeLimited(
        (signal) => fetchFn(`${INDEX_PATH}?t=${now}`, { cache: 'no-store', credentials: 'same-origin', signal }),
        UPDATE_CHECK_TIMEOUT_MS,
      );
      if (INDEX_OK_STATUSES.includes(status)) return false;
      storage.setItem(STORAGE_KEYS.indexReloaded, '1');
      reload();
      return true;
    } catch {
      return false;
    } finally {
      inFlight = false;
    }
  };
}
