import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { PATHS } from '@lotto/app-core';
import type { GridVendor } from '../grouping/category-grid';
import { launchSearch } from '../launch/launch-request';
import { GAMES_NAMESPACE } from '../locales';
import { GameIcon } from '../tiles/GameIcon';
import { vendorPageHref } from './vendor-page';

interface VendorTileProps {
  tile: GridVendor;
  /** The category the tile shows in: its games are asked in it when the vendor has a page. */
  category: string;
  icon: string | null;
  /** Where the game's back button returns to: the page showing the tile. */
  backUrl: string;
  /** Above the fold: the icon loads with the page rather than when scrolled near. */
  eager?: boolean;
}

/**
 * One vendor: a vendor with games of its own opens its page (issue 27); any other's icon and name
 * launch real play (a visitor is asked to log in first, on the game page). A card with a free trial
 * also offers one. Links, not buttons: a double tap navigates once, and the game page sends one launch.
 */
export function VendorTile({ tile, category, icon, backUrl, eager = false }: VendorTileProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const base = { vendor: tile.vendor, code: tile.gameCode, prizeMode: tile.prizeMode, backUrl };
  const name = tile.displayName || tile.vendor;
  const body = (
    <>
      <GameIcon src={icon} eager={eager} />
      <span className="games-tile__name">{name}</span>
    </>
  );
  return (
    <li className="games-tile">
      {tile.opensPage ? (
        <Link
          className="games-tile__play"
          to={vendorPageHref(tile.listCode, tile.gameType || category)}
          aria-label={t('lobby.vendorGames', { name, count: tile.gameCount })}
        >
          {body}
          <span className="games-tile__count" aria-hidden="true">
            {t('lobby.count', { count: tile.gameCount })}
          </span>
        </Link>
      ) : (
        <Link className="games-tile__play" to={`${PATHS.launchGame}?${launchSearch(base)}`} aria-label={t('lobby.play', { name })}>
          {body}
        </Link>
      )}
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
