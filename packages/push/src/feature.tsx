import { notificationsRequested, type FeatureDescriptor } from '@lotto/app-core';
import { lazyPushMessaging } from './lazy-messaging';
import { PUSH_NAMESPACE, pushMessages } from './locales';
import type { PushConfig } from './push-config';
import { PushPromptHost } from './PushPromptHost';
import { pushSlice, type PushState } from './push-slice';
import { startPush } from './start-push';

/** What only the shell knows: the merchant's push project and code. */
export interface PushOptions {
  config: PushConfig;
  merchantCode: string;
}

/**
 * Push bound to the session: the token is watched from now on (a session already open counts as
 * set), the notification prompt shows in a root of its own, and a player's own request
 * (`notificationsRequested`) brings it up again. Tokens are issued for the app's
 * own service worker, which the install feature registers in production builds; without one (dev
 * server) a request stays pending and resets after 10 s.
 */
export const pushFeature: FeatureDescriptor<{ push: PushState }, PushOptions> = {
  texts: { [PUSH_NAMESPACE]: pushMessages },
  slices: { push: pushSlice },
  start({ store, api, navigation, mount }, { config, merchantCode }) {
    const actions = startPush({
      store,
      api,
      messaging: lazyPushMessaging(config),
      serviceWorker: () => navigator.serviceWorker.ready,
      merchantCode,
      // A registration that failed or was reset after 10 s pending is tried again on the next page.
      pageChanges: (listener) => navigation.subscribe(listener),
    });
    // The account page's "turn notifications on" asks through app-core: the account never imports push.
    store.startListening({ actionCreator: notificationsRequested, effect: () => actions.offer() });
    mount(<PushPromptHost store={store} actions={actions} />);
  },
};
