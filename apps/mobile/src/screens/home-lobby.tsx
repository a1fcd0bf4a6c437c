// Home's lobby sections, one chunk once home has settled: the games feature joins the store and the texts with it.
import '../store/games-feature';
import { CategoryBrowser, HotGames, WinnersBoard } from '@lotto/games';

/** The winners board, the hot games and the categories (their vendors' grid where the journeys look for `.shell-home__games`). */
export default function HomeLobbySections() {
  return (
    <>
      <WinnersBoard />
      <HotGames />
      <div className="shell-home__games">
        <CategoryBrowser />
      </div>
    </>
  );
}
