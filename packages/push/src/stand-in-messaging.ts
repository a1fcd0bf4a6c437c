import { localStore } from '@lotto/app-core';
import { PUSH_STORAGE_KEYS } from '@lotto/app-core/push-storage-keys';
import type { TokenSource } from './messaging';

/** Tells the stand-in's tokens from FCM's at a glance in the simulator's records. */
const STAND_IN_TOKEN_PREFIX = 'sim-fcm-';

/**
 * The offline stand-in for FCM (demo builds, the simulator, journeys): a registration token made
 * here and kept for the install, as FCM keeps its own, so a second login on this device sends the
 * same token. Messages reach the service worker through the browser's DevTools protocol
 * instead of Google's push service.
 */
export function createStandInMessaging(storage: Storage = localStore): TokenSource {
  return {
    token: async () => {
      const kept = storage.getItem(PUSH_STORAGE_KEYS.standInToken);
      if (kept) return kept;
      const token = `${STAND_IN_TOKEN_PREFIX}${crypto.randomUUID()}`;
      storage.setItem(PUSH_STORAGE_KEYS.standInToken, token);
      return token;
    },
  };
}
