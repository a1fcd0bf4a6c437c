/** The shell's tab bar's tabs (apps/mobile's frame rules say where each leads, in what order). */
export type TabId = 'home' | 'games' | 'promotions' | 'service' | 'me';

export type TabBadgesState = Partial<Record<TabId, number>>;

const NO_BADGES: TabBadgesState = {};

/** The numbers on the tabs; none before a feature has injected the slice (`tabBadgesSlice`). */
export const selectTabBadges = (state: { tabBadges?: TabBadgesState }): TabBadgesState => state.tabBadges ?? NO_BADGES;
