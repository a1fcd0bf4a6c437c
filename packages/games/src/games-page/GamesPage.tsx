import { useMemo } from 'react';
import { useAddressQuery } from '../lists/use-address-query';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectIsLoggedIn, TrackedRedirect } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { loginBack } from '../favourites/login-back';
import { categoryGrid } from '../grouping/category-grid';
import { CategoryChips, type Chip } from '../lobby/CategoryChips';
import { GameLanes } from '../lobby/GameLanes';
import { VendorGrid } from '../lobby/VendorGrid';
import { GAMES_PAGE_CATEGORY_QUERY } from '../lobby/vendor-page';
import { GAMES_NAMESPACE } from '../locales';
import { useGameLanesQuery, type Lane } from '../server-data/game-lanes';
import { FavouriteGames } from './FavouriteGames';
import { RecentGames } from './RecentGames';

const NO_LANES: Lane[] = [];
/** The chips of the page's own, beside the categories (their ids are no lane title). */
const ALL_CHIP = 'all';
const FAVOURITES_CHIP = 'favourites';

/**
 * /m/game (issue 27): a member's recently played games, then the chips: all games (every
 * category's vendors, as the lanes were), the member's favourites, and each category, over what
 * the chosen one shows. Visitors see all but the favourites and their own games; one sent to the
 * favourites goes to login, which leads back there.
 */
export function GamesPage() {
  const { t } = useTexts(GAMES_NAMESPACE);
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: lanes = NO_LANES } = useGameLanesQuery();
  const categories = useMemo(() => categoryGrid(lanes), [lanes]);
  const [params, setParams] = useAddressQuery();
  const location = useLocation();
  const chips: Chip[] = [
    { id: ALL_CHIP, label: t('lobby.all') },
    ...(loggedIn ? [{ id: FAVOURITES_CHIP, label: t('favourites.title') }] : []),
    ...categories.map((category) => ({ id: category.title })),
  ];
  const asked = params.get(GAMES_PAGE_CATEGORY_QUERY) ?? ALL_CHIP;
  // Favourites live in an account: a visitor sent to them (a link, a bookmark) logs in and comes back.
  if (asked === FAVOURITES_CHIP && !loggedIn) return <TrackedRedirect to={loginBack(`${location.pathname}${location.search}`)} />;
  const selected = chips.some((chip) => chip.id === asked) ? asked : ALL_CHIP;
  const category = categories.find((each) => each.title === selected);
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === ALL_CHIP) next.delete(GAMES_PAGE_CATEGORY_QUERY);
    else next.set(GAMES_PAGE_CATEGORY_QUERY, id);
    setParams(next);
  };

  return (
    <div className="games-page">
      <RecentGames />
      <CategoryChips chips={chips} selected={selected} onSelect={select}>
        {selected === FAVOURITES_CHIP ? (
          <FavouriteGames />
        ) : category ? (
          <VendorGrid category={category} backUrl={`${location.pathname}${location.search}`} eager />
        ) : (
          <GameLanes titled={false} eagerLanes={1} />
        )}
      </CategoryChips>
    </div>
  );
}
