import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { Button, Spinner } from '@lotto/ui';
import { categoryGrid } from '../grouping/category-grid';
import { useGameLanesQuery, type Lane } from '../server-data/game-lanes';
import { GAMES_NAMESPACE } from '../locales';
import type { GamesRootState } from '../thunk-types';
import { categoryKey } from './category-name';
import { iconUrl } from '../tiles/icon-url';
import { VendorTile } from './VendorTile';

const NO_LANES: Lane[] = [];

interface GameLanesProps {
  /** The heading level of the section's title: home has its own h1, as has /m/game's header. */
  headingLevel?: 2 | 3;
  /** Show the section's own title (home); /m/game's header already names the page. */
  titled?: boolean;
  /** Lanes at the top of a page of their own (/m/game) whose icons load at once; the rest wait until scrolled near (home's lanes are all below the fold). */
  eagerLanes?: number;
}

/**
 * The game lanes (spec 001 §3; issue 14): categories in the grouping's order, each with its game
 * count and its vendors. Home and /m/game show the same lanes; visitors see them too.
 */
export function GameLanes({ headingLevel = 2, titled = true, eagerLanes = 0 }: GameLanesProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const { data: lanes = NO_LANES, isSuccess, isError, refetch } = useGameLanesQuery();
  const status = isError ? 'failed' : isSuccess ? 'ready' : 'loading';
  const imageCDNs = useSelector((state: GamesRootState) => state.common.imageCDNs);
  const location = useLocation();
  const categories = useMemo(() => categoryGrid(lanes), [lanes]);
  const backUrl = `${location.pathname}${location.search}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CategoryHeading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section className="games-lanes" aria-labelledby="games-lanes-title" aria-busy={status === 'loading' || undefined}>
      <Heading id="games-lanes-title" className={titled ? 'games-lanes__title' : 'games-visually-hidden'}>
        {t('lobby.title')}
      </Heading>
      {status === 'failed' ? (
        <div className="games-lanes__notice" role="alert">
          <p>{t('lobby.failed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('lobby.retry')}
          </Button>
        </div>
      ) : status === 'ready' && categories.length === 0 ? (
        <p className="games-lanes__notice">{t('lobby.empty')}</p>
      ) : status !== 'ready' ? (
        <div className="games-lanes__notice">
          <Spinner size="small" label={t('lobby.loading')} autoHideMs={false} />
        </div>
      ) : (
        categories.map((category, index) => {
          const key = categoryKey(category.title);
          return (
            <section
              key={category.title}
              className="games-lane"
              aria-labelledby={`games-lane-${category.title}`}
              data-category={category.title}
            >
              <header className="games-lane__header">
                <CategoryHeading id={`games-lane-${category.title}`} className="games-lane__title">
                  {key ? t(key) : category.title}
                </CategoryHeading>
                <span className="games-lane__count">{t('lobby.count', { count: category.gameCount })}</span>
              </header>
              <ul className="games-lane__tiles">
                {category.vendors.map((tile) => (
                  <VendorTile
                    key={tile.vendor}
                    tile={tile}
                    category={category.title}
                    icon={iconUrl(tile.icon, imageCDNs)}
                    backUrl={backUrl}
                    eager={index < eagerLanes}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}
