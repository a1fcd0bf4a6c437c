// The package's one stylesheet; the shell links the built copy as `@lotto/games/styles.css`.
import './games.css';

export { GAMES_NAMESPACE, gamesMessages } from './locales';
export { gamesSlice } from './games-slice';
/**
 * @public The slice's state: the declarations of a store that holds the slice (the shell's
 * `rootReducer`) name it, so it must stay reachable here.
 */
export type { GamesState } from './games-slice';
export { GameLanes } from './lobby/GameLanes';
export { GameFramePage } from './frame/GameFramePage';
export { miniGameVariant } from './mini-game/mini-game-variant';
export { gamesFeature } from './feature';
