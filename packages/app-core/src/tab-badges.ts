import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TabBadgesState, TabId } from './tab-badge';

/**
 * The numbers on the shell's tab bar, set by the features that know them (the inbox's unread count
 * on Me, say). A slice of its own, injected by the first feature that sets one, so the first screen
 * carries neither it nor any count; the tab bar reads it with `selectTabBadges`.
 */
export const tabBadgesSlice = createSlice({
  name: 'tabBadges',
  initialState: (): TabBadgesState => ({}),
  reducers: {
    /** A count of 0 or less (or not a number) takes the badge off. */
    tabBadgeChanged(state, { payload }: PayloadAction<{ tab: TabId; count: number }>) {
      if (payload.count > 0) state[payload.tab] = Math.floor(payload.count);
      else delete state[payload.tab];
    },
  },
});

export const { tabBadgeChanged } = tabBadgesSlice.actions;
