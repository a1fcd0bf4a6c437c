import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { FavouriteButton, type FavouriteControl } from '../favourites/FavouriteButton';
import { GAMES_NAMESPACE } from '../locales';
import type { GameItem } from '../server-data/game-item';
import { GameIcon } from './GameIcon';
import { playHref, trialHref } from './game-links';

interface GameTileProps {
  game: GameItem;
  icon: string | null;
  /** Where the game's back button returns to: the page showing the tile. */
  backUrl: string;
  /** The heart; none where the list shows no hearts. */
  favourite?: FavouriteControl | null;
  eager?: boolean;
}

/**
 * One game of a list: its icon and name start real play, a free trial where it offers one, and its
 * heart. Links, as the vendor tiles: a double tap navigates once and the game page sends one launch.
 */
export function GameTile({ game, icon, backUrl, favourite = null, eager = false }: GameTileProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const trial = trialHref(game, backUrl);
  return (
    <li className="games-tile games-tile--game" data-node-id={game.nodeId}>
      <Link className="games-tile__play" to={playHref(game, backUrl)} aria-label={t('lobby.play', { name: game.name })}>
        <GameIcon src={icon} eager={eager} />
        <span className="games-tile__name">{game.name}</span>
      </Link>
      {trial ? (
        <Link className="games-tile__trial" to={trial} aria-label={`${t('lobby.trial')}: ${game.name}`}>
          {t('lobby.trial')}
        </Link>
      ) : null}
      {favourite ? <FavouriteButton name={game.name} on={favourite.on} onToggle={favourite.onToggle} /> : null}
    </li>
  );
}
