import { GameLanes } from '@lotto/games';
import '../store/games-feature';
import { TitledPage } from '../components/TitledPage';

/** /m/game: the whole lobby (spec 001 §2), open to visitors. */
export function GamePage() {
  return (
    <TitledPage titleKey="title.game">
      <div className="shell-page__body">
        <GameLanes titled={false} eagerLanes={1} />
      </div>
    </TitledPage>
  );
}
