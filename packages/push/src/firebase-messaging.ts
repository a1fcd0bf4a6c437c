import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { TokenSource } from './messaging';
import type { FirebasePushProject } from './push-config';

/**
 * The Firebase Cloud Messaging adapter, in its own chunk: the SDK loads only when push is
 * configured, supported and permitted. Tokens are issued for the app's own service worker
 * (passed in), never for a second worker at the site's root.
 */
export function createFirebaseMessaging(project: FirebasePushProject): TokenSource {
  return {
    async token(registration) {
      // The SDK's own check adds what the browser check cannot see (IndexedDB usable, cookies on).
      if (!(await isSupported())) throw new Error('Firebase messaging is not supported in this browser');
      const app =
        getApps()[0] ??
        initializeApp({
          apiKey: project.apiKey,
          authDomain: project.authDomain,
          projectId: project.projectId,
          appId: project.appId,
          messagingSenderId: project.messagingSenderId,
        });
      return getToken(getMessaging(app), { vapidKey: project.vapidKey, serviceWorkerRegistration: registration });
    },
  };
}
