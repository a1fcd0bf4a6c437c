import { createSelector } from '@reduxjs/toolkit';
import type { CustomerServiceEntry } from '@lotto/api-client';
import { unreadCountOf } from './server-data/unread-count';
import type { ChatRootState } from './store-types';

/** The signed-in member's unread messages; 0 for anyone else (the count keyed by the session it was asked for). */
export const selectUnread = (state: ChatRootState) => {
  const token = state.session.info?.token;
  return token ? unreadCountOf(state, token) : 0;
};

const byPosition = (entry: CustomerServiceEntry) => Number(entry.csPosition ?? Number.MAX_SAFE_INTEGER);

/** The merchant's customer-service entries in their `csPosition` order, those without a path left out. */
export const selectServiceEntries = createSelector([(state: Pick<ChatRootState, 'common'>) => state.common.customerService], (entries) =>
  entries.filter((entry) => entry.path?.trim()).sort((a, b) => byPosition(a) - byPosition(b)),
);
