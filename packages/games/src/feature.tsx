import type { FeatureDescriptor } from '@lotto/app-core';
import { gamesSlice, type GamesState } from './games-slice';
import { GAMES_NAMESPACE, gamesMessages } from './locales';
import { MiniGameWidget } from './mini-game/MiniGameWidget';

/**
 * The games' texts and slice, and the mini-game widget: started the first time a logged-in player
 * of a merchant with the widget is seen, in a root of its own, it floats over every page and keeps
 * its place as pages change.
 */
export const gamesFeature: FeatureDescriptor<{ games: GamesState }> = {
  texts: { [GAMES_NAMESPACE]: gamesMessages },
  slices: { games: gamesSlice },
  start({ navigation, mount }) {
    mount(<MiniGameWidget navigate={(to) => navigation.navigate(to)} />);
  },
};
