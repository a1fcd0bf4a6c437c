import type { FeatureDescriptor } from '@lotto/app-core';
import { startInboxUnread } from './inbox-unread-watch';
import { ACCOUNT_NAMESPACE, accountMessages } from './locales';

/**
 * What of the account runs outside its pages, started by the shell after first paint: the inbox's
 * unread count, polled while a member is signed in (the Me tab's badge, the account page's entry).
 * It holds no slice of its own: the count lives in `platformApi`'s cache.
 */
export const accountFeature: FeatureDescriptor<Record<never, never>> = {
  texts: { [ACCOUNT_NAMESPACE]: accountMessages },
  slices: {},
  start({ store }) {
    startInboxUnread(store);
  },
};
