import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { PATHS } from '@lotto/app-core';
import { GAME_ICON_SIZE } from '../constants';
import type { VendorTile as Tile } from '../grouping/group-vendors';
import { launchSearch } from '../launch/launch-request';
import { GAMES_NAMESPACE } from '../locales';

interface VendorTileProps {
  tile: Tile;
  icon: string | null;
  /** Where the game's back button returns to: the page showing the tile. */
  backUrl: string;
  /** Above the fold: the icon loads with the page rather than when scrolled near. */
  eager?: boolean;
}

/**
 * One vendor: its icon and name launch real play (a visitor is asked to log in first, on the game
 * page); a game with a free trial also offers one. Links, not buttons: a double tap navigates
 * once, and the game page sends one launch.
 */
export function VendorTile({ tile, icon, backUrl, eager = false }: VendorTileProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const base = { vendor: tile.vendor, code: tile.gameCode, prizeMode: tile.prizeMode, backUrl };
  const name = tile.displayName || tile.vendor;
  return (
    <li className="games-tile">
      <Link className="games-tile__play" to={`${PATHS.launchGame}?${launchSearch(base)}`} aria-label={t('lobby.play', { name })}>
        {icon ? (
          <img
            className="games-tile__icon"
            src={icon}
            alt=""
            width={GAME_ICON_SIZE}
            height={GAME_ICON_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="games-tile__icon games-tile__icon--blank" aria-hidden="true" />
        )}
        <span className="games-tile__name">{name}</span>
      </Link>
      {tile.gameId !== undefined && tile.nodeId !== undefined ? (
        <Link
          className="games-tile__trial"
          to={`${PATHS.launchGame}?${launchSearch({ ...base, trial: { gameId: String(tile.gameId), nodeId: String(tile.nodeId) } })}`}
          aria-label={`${t('lobby.trial')}: ${name}`}
        >
          {t('lobby.trial')}
        </Link>
      ) : null}
    </li>
  );
}
