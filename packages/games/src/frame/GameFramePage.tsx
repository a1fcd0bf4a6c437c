import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { PATHS, REDIRECT_QUERY, TrackedRedirect, type ThunkExtra } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { gameClosed, initialGamesState } from '../games-slice';
import { readLaunchRequest, needsSession } from '../launch/launch-request';
import { safeBackUrl } from '../launch/listed-hosts';
import { startLaunch, type LaunchSetting } from '../launch/start-launch';
import { GAMES_NAMESPACE } from '../locales';
import type { GamesRootState } from '../thunk-types';
import { GameFrame } from './GameFrame';
import { LaunchStatus } from './LaunchStatus';
import { useExpanded } from './use-expanded';

const IDLE_LAUNCH = initialGamesState().launch;

type GamesDispatch = ThunkDispatch<GamesRootState, ThunkExtra, UnknownAction>;

export interface GameFramePageProps {
  /** Hosts the merchant lists for game addresses and back addresses (the merchant file). */
  gameHosts: readonly string[];
  /** Inside the operator's native app. */
  inApp: boolean;
  /** The tracking contract (spec 001 §7: gameLaunch, startTrial). */
  track: LaunchSetting['track'];
  /** The page title the lottery shows over its lobby (the merchant's name). */
  title: string;
}

/**
 * `/m/launchGame` (spec 001 §2 screen 17): launches the game its address names and shows it in a
 * frame under a bar with a back button and a fullscreen toggle. Real-money play needs a session:
 * a visitor goes to login, which leads back here; a free trial does not.
 */
export function GameFramePage({ gameHosts, inApp, track, title }: GameFramePageProps) {
  const { t, i18n } = useTexts(GAMES_NAMESPACE);
  const dispatch = useDispatch<GamesDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const launch = useSelector((state: GamesRootState) => state.games?.launch ?? IDLE_LAUNCH);
  const loggedIn = useSelector((state: GamesRootState) => state.session.info !== null);
  const labelName = useSelector((state: GamesRootState) => state.session.member?.clubLabel?.labelName ?? '');
  const page = useRef<HTMLDivElement>(null);
  const { expanded, toggle } = useExpanded(page);
  const request = useMemo(() => readLaunchRequest(location.search), [location.search]);
  const allowed = !needsSession(request) || loggedIn;
  const appOrigin = window.location.origin;
  const backUrl = safeBackUrl(request.backUrl, gameHosts, appOrigin);

  const begin = useCallback(() => {
    void dispatch(startLaunch(request, { inApp, gameHosts, appOrigin, track, title, labelName, language: i18n.language, backUrl }));
  }, [dispatch, request, inApp, gameHosts, appOrigin, track, title, labelName, i18n.language, backUrl]);

  useEffect(() => {
    if (!allowed) return undefined;
    begin();
    return () => void dispatch(gameClosed());
    // One launch per address: a language change or a new member label does not restart the game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, request]);

  const back = useCallback(() => {
    if (!request.backUrl && location.key !== 'default') {
      void navigate(-1);
      return;
    }
    const target = new URL(backUrl);
    if (target.origin === appOrigin) void navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    else window.location.assign(target.toString());
  }, [request.backUrl, location.key, backUrl, appOrigin, navigate]);

  if (!allowed) {
    const here = `${location.pathname}${location.search}`;
    return <TrackedRedirect to={`${PATHS.login}?${new URLSearchParams({ [REDIRECT_QUERY]: here }).toString()}`} />;
  }

  return (
    <div ref={page} className={`games-frame${expanded ? ' games-frame--expanded' : ''}`}>
      <header className="games-frame__bar" hidden={expanded}>
        <button type="button" className="games-frame__button" onClick={back}>
          <span aria-hidden="true" className="games-frame__back-arrow">
            ‹
          </span>
          {t('frame.back')}
        </button>
        <button type="button" className="games-frame__button" aria-pressed={expanded} onClick={toggle}>
          {t('frame.fullscreen')}
        </button>
      </header>
      {expanded ? (
        <button type="button" className="games-frame__button games-frame__restore" onClick={toggle}>
          {t('frame.exitFullscreen')}
        </button>
      ) : null}
      <div className="games-frame__body">
        {launch.status === 'open' && launch.gameUrl ? (
          <GameFrame gameUrl={launch.gameUrl} onClose={back} />
        ) : (
          <LaunchStatus failure={launch.failure} onRetry={begin} />
        )}
      </div>
    </div>
  );
}
