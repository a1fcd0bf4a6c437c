import type { FeatureDescriptor, TabBadgesState } from '@lotto/app-core';
import { tabBadgesSlice } from '@lotto/app-core/tab-badges';
import { startInboxUnread } from './inbox-unread-watch';
import { startMeTabBadge } from './me-tab-badge';
import { ACCOUNT_NAMESPACE, accountMessages } from './locales';

/**
 * What of the account runs outside its pages, started by the shell after first paint: the inbox's
 * unread count, polled while a member is signed in, on the Me tab's badge and the account page's
 * entry. The count itself lives in `platformApi`'s cache; the tab bar's numbers are app-core's
 * `tabBadges` slice, which joins the store with this feature (the first screen carries neither).
 */
export const accountFeature: FeatureDescriptor<{ tabBadges: TabBadgesState }> = {
  texts: { [ACCOUNT_NAMESPACE]: accountMessages },
  slices: { tabBadges: tabBadgesSlice },
  start({ store }) {
    startInboxUnread(store);
    startMeTabBadge(store);
  },
};
