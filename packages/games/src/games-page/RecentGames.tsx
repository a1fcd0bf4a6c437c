import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectCommon, selectSessionInfo } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { SectionFailed } from '../home/SectionState';
import { iconUrl } from '../tiles/icon-url';
import { GAMES_NAMESPACE } from '../locales';
import { useRecentGamesQuery } from '../server-data/recent-games';
import { GameTile } from '../tiles/GameTile';

/**
 * A member's recently played games (`GCS_recentGame`), a row that scrolls sideways; nothing for a
 * visitor, nothing while they load, and the row is left out when there are none. A failure says so
 * beside a retry.
 */
export function RecentGames() {
  const { t } = useTexts(GAMES_NAMESPACE);
  const token = useSelector(selectSessionInfo)?.token ?? null;
  const { imageCDNs } = useSelector(selectCommon);
  const { data, isError, refetch } = useRecentGamesQuery(token ?? '', { skip: token === null, refetchOnMountOrArgChange: true });
  const location = useLocation();
  if (token === null || (!isError && (data ?? []).length === 0)) return null;
  const backUrl = `${location.pathname}${location.search}`;
  return (
    <section className="games-recent" aria-labelledby="games-recent-title">
      <h2 id="games-recent-title" className="games-section__title">
        {t('recent.title')}
      </h2>
      {isError ? (
        <SectionFailed message={t('recent.failed')} onRetry={() => void refetch()} />
      ) : (
        <ul className="games-lane__tiles">
          {(data ?? []).map((game) => (
            <GameTile key={game.nodeId} game={game} icon={iconUrl(game.icon, imageCDNs)} backUrl={backUrl} />
          ))}
        </ul>
      )}
    </section>
  );
}
