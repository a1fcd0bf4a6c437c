import { GamesPage } from '@lotto/games';
import '../store/games-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/game: the lobby (spec 001 §2; issue 27): a member's recent games, the chips (all, favourites, each category) and their vendors, open to visitors. */
export function GamePage() {
  return (
    <TitledPage titleKey="title.game">
      <div className="shell-page__body">
        <GamesPage />
      </div>
    </TitledPage>
  );
}
