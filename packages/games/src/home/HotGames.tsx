import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectCommon } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { iconUrl } from '../tiles/icon-url';
import { GAMES_NAMESPACE } from '../locales';
import { useHotGamesQuery } from '../server-data/hot-games';
import { GameTile } from '../tiles/GameTile';
import { SectionFailed } from './SectionState';

/** Tiles a row's skeleton holds: the row scrolls sideways, so a phone shows about this many. */
const SKELETON_TILES = 4;

/**
 * The hot games (issue 27; `GCSGAME_hotGamesV2`): a row that scrolls sideways, each game with play
 * and, where offered, a free trial. Loading: tiles' skeletons of the same size; none: the section
 * is left out (a lobby without hot games is still whole); a failure: a notice and a retry.
 */
export function HotGames() {
  const { t, i18n } = useTexts(GAMES_NAMESPACE);
  const { merchantCode, imageCDNs } = useSelector(selectCommon);
  const { data, isSuccess, isError, refetch } = useHotGamesQuery({ merchantCode, language: i18n.language });
  const location = useLocation();
  const backUrl = `${location.pathname}${location.search}`;
  if (isSuccess && (data ?? []).length === 0) return null;

  return (
    <section className="games-hot" aria-labelledby="games-hot-title" aria-busy={!isSuccess && !isError ? true : undefined}>
      <h2 id="games-hot-title" className="games-section__title">
        {t('hot.title')}
      </h2>
      {isError ? (
        <SectionFailed message={t('hot.failed')} onRetry={() => void refetch()} />
      ) : (
        <ul className="games-lane__tiles">
          {isSuccess
            ? (data ?? []).map((game) => <GameTile key={game.nodeId} game={game} icon={iconUrl(game.icon, imageCDNs)} backUrl={backUrl} />)
            : Array.from({ length: SKELETON_TILES }, (_, index) => <li key={index} className="games-skeleton__tile" aria-hidden="true" />)}
        </ul>
      )}
    </section>
  );
}
