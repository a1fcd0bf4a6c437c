import type { PushMessaging, TokenSource } from './messaging';
import type { PushConfig } from './push-config';
import { browserPushEnvironment, canPush } from './can-push';

/**
 * The messaging the shell hands to push: cheap to create; the adapter's chunk (Firebase's SDK,
 * or the stand-in) is fetched on the first token, once the player has allowed notifications. A
 * failed download is asked for again next time.
 */
export function lazyPushMessaging(config: PushConfig): PushMessaging {
  let adapter: Promise<TokenSource> | null = null;
  const load = () => {
    adapter ??= config.standIn
      ? import('./stand-in-messaging').then((m) => m.createStandInMessaging())
      : import('./firebase-messaging').then((m) => m.createFirebaseMessaging(config.firebase));
    adapter.catch(() => {
      adapter = null;
    });
    return adapter;
  };
  return {
    supported: () => canPush(browserPushEnvironment()),
    token: async (registration) => (await load()).token(registration),
  };
}
