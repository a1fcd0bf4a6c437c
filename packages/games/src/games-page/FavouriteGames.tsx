import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectSessionInfo } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Spinner } from '@lotto/ui';
import { useFavourites } from '../favourites/use-favourites';
import { SectionFailed } from '../home/SectionState';
import { mergePages } from '../lists/merge-pages';
import { GAMES_NAMESPACE } from '../locales';
import { useFavouriteGamesInfiniteQuery } from '../server-data/favourite-games';
import { GameGrid } from '../tiles/GameGrid';

/**
 * The Favourites chip's list (`MCSFE_getFavoriteGamesList`), 24 a page as the player scrolls, each
 * game with its heart to take it off. None yet: how to add one.
 */
export function FavouriteGames() {
  const { t, i18n } = useTexts(GAMES_NAMESPACE);
  const token = useSelector(selectSessionInfo)?.token ?? '';
  const favourites = useFavourites();
  const list = useFavouriteGamesInfiniteQuery({ token, language: i18n.language }, { skip: token === '', refetchOnMountOrArgChange: true });
  const games = useMemo(() => mergePages(list.data?.pages ?? []), [list.data]);
  const location = useLocation();

  if (list.isError && !list.data) return <SectionFailed message={t('favourites.failed')} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spinner size="small" label={t('lobby.loading')} autoHideMs={false} />;
  if (games.length === 0) return <p className="games-lanes__notice">{t('favourites.empty')}</p>;
  return (
    <>
      <GameGrid
        games={games}
        backUrl={`${location.pathname}${location.search}`}
        favourite={favourites.control}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        moreFailed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
      {favourites.prompt}
    </>
  );
}
