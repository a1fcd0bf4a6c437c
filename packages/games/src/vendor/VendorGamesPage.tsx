import { useEffect, useMemo, useState } from 'react';
import { useAddressQuery } from '../lists/use-address-query';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectCommon } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button, TextField } from '@lotto/ui';
import { SEARCH_DELAY_MS } from '../constants';
import { useFavourites } from '../favourites/use-favourites';
import { SectionFailed } from '../home/SectionState';
import { VENDOR_PAGE_QUERY } from '../lobby/vendor-page';
import { mergePages } from '../lists/merge-pages';
import { useSettledValue } from '../lists/use-settled-value';
import { GAMES_NAMESPACE } from '../locales';
import { useGameListInfiniteQuery } from '../server-data/game-list';
import { GameGrid } from '../tiles/GameGrid';

/** The games shown eagerly: a page of its own, so the first rows are above the fold. */
const EAGER_ICONS = 6;
/** The first page's skeleton: the rows a phone shows above the fold. */
const SKELETON_TILES = 9;

/**
 * A vendor's own games (issue 27; `/m/game/vendor?vendor=&gameType=`): a search over the names,
 * asked 500 ms after the last key (spec 001 §9) and kept in the address (`q`) so a return from a
 * game finds it; the games 24 a page as the player scrolls, each with play, a free trial where
 * offered and its heart. States: loading, an error with a retry, no games, no match for the search.
 */
export function VendorGamesPage() {
  const { t, i18n } = useTexts(GAMES_NAMESPACE);
  const [params, setParams] = useAddressQuery();
  const vendor = params.get(VENDOR_PAGE_QUERY.vendor) ?? '';
  const gameType = params.get(VENDOR_PAGE_QUERY.gameType) ?? '';
  const [typed, setTyped] = useState(() => params.get(VENDOR_PAGE_QUERY.search) ?? '');
  const search = useSettledValue(typed.trim(), SEARCH_DELAY_MS);
  const { merchantCode } = useSelector(selectCommon);
  const location = useLocation();
  const favourites = useFavourites();
  const list = useGameListInfiniteQuery({ vendor, gameType, search, merchantCode, language: i18n.language }, { skip: vendor === '' });
  // This search's pages only: while another search loads, its skeleton shows rather than the last one's games.
  const current = list.currentData;
  const games = useMemo(() => mergePages(current?.pages ?? []), [current]);
  const total = current?.pages[0]?.totalCount ?? games.length;

  // The settled search joins the address (replacing it), so a return from a game finds it.
  useEffect(() => {
    if ((params.get(VENDOR_PAGE_QUERY.search) ?? '') === search) return;
    const next = new URLSearchParams(params);
    if (search) next.set(VENDOR_PAGE_QUERY.search, search);
    else next.delete(VENDOR_PAGE_QUERY.search);
    setParams(next);
  }, [search, params, setParams]);

  const backUrl = `${location.pathname}${location.search}`;
  const firstPageFailed = list.isError && !current;
  const loadingFirst = !current && !list.isError;

  return (
    <div className="games-vendor">
      <form className="games-vendor__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('vendor.search')}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <p className="games-vendor__count" aria-live="polite">
        {current && games.length > 0
          ? search
            ? t('vendor.matches', { count: total, query: search })
            : t('lobby.count', { count: total })
          : null}
      </p>
      {firstPageFailed ? (
        <SectionFailed message={t('lobby.failed')} onRetry={() => void list.refetch()} />
      ) : loadingFirst ? (
        <div role="status" aria-label={t('lobby.loading')}>
          <ul className="games-grid games-grid--games" aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <li key={index} className="games-skeleton__tile games-skeleton__tile--game" />
            ))}
          </ul>
        </div>
      ) : games.length === 0 ? (
        search ? (
          <div className="games-lanes__notice">
            <p>{t('vendor.noMatch', { query: search })}</p>
            <Button variant="secondary" onClick={() => setTyped('')}>
              {t('vendor.clearSearch')}
            </Button>
          </div>
        ) : (
          <p className="games-lanes__notice">{t('vendor.empty')}</p>
        )
      ) : (
        <GameGrid
          games={games}
          backUrl={backUrl}
          favourite={favourites.control}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          moreFailed={list.isFetchNextPageError}
          onMore={() => void list.fetchNextPage()}
          eagerCount={EAGER_ICONS}
        />
      )}
      {favourites.prompt}
    </div>
  );
}
