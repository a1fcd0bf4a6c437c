/** Test and story helpers (`@lotto/games/testing`): never part of the app's bundle. */
export { createGamesStore } from './create-games-store';
export { renderGames, setupI18n } from './render';
export { SAMPLE_LANES } from './sample-lanes';
export { SAMPLE_GAMES, SAMPLE_WINNERS, gameListAnswer, okAnswer } from './sample-games';
