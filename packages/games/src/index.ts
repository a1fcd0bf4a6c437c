// The package's one stylesheet; the shell links the built copy as `@lotto/games/styles.css`.
import './games.css';

export { GAMES_NAMESPACE, gamesMessages } from './locales';
export { gamesSlice } from './games-slice';
/**
 * @public The slice's state: the declarations of a store that holds the slice (the shell's
 * `rootReducer`) name it, so it must stay reachable here.
 */
export type { GamesState } from './games-slice';
export { CategoryBrowser } from './lobby/CategoryBrowser';
export { WinnersBoard } from './home/WinnersBoard';
export { HotGames } from './home/HotGames';
export { GamesPage } from './games-page/GamesPage';
export { VendorGamesPage } from './vendor/VendorGamesPage';
export { useVendorPageHeader } from './vendor/use-vendor-page-header';
export { GameFramePage } from './frame/GameFramePage';
export { miniGameVariant } from './mini-game/mini-game-variant';
export { gamesFeature } from './feature';
