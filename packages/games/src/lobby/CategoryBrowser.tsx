import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { categoryGrid } from '../grouping/category-grid';
import { GAMES_NAMESPACE } from '../locales';
import { useGameLanesQuery, type Lane } from '../server-data/game-lanes';
import { CategoryChips } from './CategoryChips';
import { VendorGrid } from './VendorGrid';

const NO_LANES: Lane[] = [];
/** The skeleton's chips and tiles: about what the first category shows, so its arrival moves nothing. */
const SKELETON_CHIPS = 4;
const SKELETON_TILES = 4;

/**
 * Home's categories (issue 27): the lanes' categories as chips over a grid of the chosen
 * category's vendors, the first category chosen at first. Loading: sized skeletons; no lanes: an
 * honest line; a failure: a notice and a retry.
 */
export function CategoryBrowser() {
  const { t } = useTexts(GAMES_NAMESPACE);
  const { data: lanes = NO_LANES, isSuccess, isError, refetch } = useGameLanesQuery();
  const categories = useMemo(() => categoryGrid(lanes), [lanes]);
  const [chosen, setChosen] = useState<string | null>(null);
  const location = useLocation();
  const backUrl = `${location.pathname}${location.search}`;
  const selected = categories.find((category) => category.title === chosen) ?? categories[0];

  return (
    <section className="games-categories" aria-labelledby="games-categories-title" aria-busy={!isSuccess && !isError ? true : undefined}>
      <h2 id="games-categories-title" className="games-section__title">
        {t('lobby.title')}
      </h2>
      {isError ? (
        <div className="games-lanes__notice" role="alert">
          <p>{t('lobby.failed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('lobby.retry')}
          </Button>
        </div>
      ) : !isSuccess ? (
        <div className="games-skeleton" aria-label={t('lobby.loading')} role="status">
          <div className="games-skeleton__chips">
            {Array.from({ length: SKELETON_CHIPS }, (_, index) => (
              <span key={index} className="games-skeleton__chip" />
            ))}
          </div>
          <div className="games-grid">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <span key={index} className="games-skeleton__tile" />
            ))}
          </div>
        </div>
      ) : selected === undefined ? (
        <p className="games-lanes__notice">{t('lobby.empty')}</p>
      ) : (
        <CategoryChips chips={categories.map((category) => ({ id: category.title }))} selected={selected.title} onSelect={setChosen}>
          <VendorGrid category={selected} backUrl={backUrl} />
        </CategoryChips>
      )}
    </section>
  );
}
