import { useSelector } from 'react-redux';
import { selectCommon } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button, Spinner } from '@lotto/ui';
import { iconUrl } from './icon-url';
import { useLoadMore } from '../lists/use-load-more';
import { GAMES_NAMESPACE } from '../locales';
import type { GameItem } from '../server-data/game-item';
import type { FavouriteControl } from '../favourites/FavouriteButton';
import { GameTile } from './GameTile';

interface GameGridProps {
  games: readonly GameItem[];
  backUrl: string;
  /** Each game's heart; none: no hearts. */
  favourite?: (game: GameItem) => FavouriteControl;
  /** More pages to come, and how to ask for the next. */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
  /** Icons of the first rows load with the page (a page of its own, above the fold). */
  eagerCount?: number;
}

/**
 * A paged list of games as a grid: the next page is asked as its end comes near the screen (or at
 * the "More games" button, for a keyboard or a browser without IntersectionObserver); a page that
 * failed says so beside a retry; the end of the list says so.
 */
export function GameGrid({ games, backUrl, favourite, hasMore, loadingMore, moreFailed, onMore, eagerCount = 0 }: GameGridProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const { imageCDNs } = useSelector(selectCommon);
  const more = useLoadMore<HTMLButtonElement>(onMore, hasMore && !loadingMore && !moreFailed);
  return (
    <>
      <ul className="games-grid games-grid--games">
        {games.map((game, index) => (
          <GameTile
            key={game.nodeId}
            game={game}
            icon={iconUrl(game.icon, imageCDNs)}
            backUrl={backUrl}
            favourite={favourite?.(game) ?? null}
            eager={index < eagerCount}
          />
        ))}
      </ul>
      <div className="games-grid__end">
        {moreFailed ? (
          <div className="games-lanes__notice" role="alert">
            <p>{t('vendor.moreFailed')}</p>
            <Button variant="secondary" onClick={onMore}>
              {t('lobby.retry')}
            </Button>
          </div>
        ) : loadingMore ? (
          <Spinner size="small" label={t('lobby.loading')} autoHideMs={false} />
        ) : hasMore ? (
          <Button ref={more} variant="secondary" onClick={onMore}>
            {t('vendor.more')}
          </Button>
        ) : games.length > 0 ? (
          <p className="games-grid__all">{t('vendor.allShown')}</p>
        ) : null}
      </div>
    </>
  );
}
