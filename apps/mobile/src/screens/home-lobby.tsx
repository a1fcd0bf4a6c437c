// Home's lobby sections, one chunk once home has settled: the games feature joins the store and the texts with it.
import '../store/games-feature';

export { CategoryBrowser, HotGames, WinnersBoard } from '@lotto/games';
