import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useSelector } from 'react-redux';
import { PATHS } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { EDGE_MARGIN_RATIO } from '../constants';
import { launchSearch } from '../launch/launch-request';
import { GAMES_NAMESPACE } from '../locales';
import type { GamesRootState } from '../thunk-types';
import { clickGate } from './drag-rules';
import { MiniGamePanel, type ScriptState } from './MiniGamePanel';
import { loadMiniGameScript, type MiniGameOptions, type MiniGameScript } from './mini-game-script';
import { isDraggable, miniGameVariant, type MiniGameVariant } from './mini-game-variant';
import { useDragToSide } from './use-drag-to-side';

export interface MiniGameWidgetProps {
  /** Opens an address of the app (the shell's navigation; the widget lives outside the router). */
  navigate: (to: string) => void;
  /** Stories and tests hand in a script; the app loads the variant's own. */
  loadScript?: (variant: MiniGameVariant) => Promise<MiniGameScript>;
}

const MARGIN = `${EDGE_MARGIN_RATIO * 100}vw`;

/**
 * The floating mini game (spec 001 §2 screen 11, §4, §9): for logged-in players of a merchant
 * with LOTTMINIGAME3 (v1, draggable) or SEALOTTMINIGAME3 (s1, fixed). Hidden on the game page,
 * where a game fills the screen (ours). Its script loads when it first shows; a click (debounced
 * 250 ms) opens the mini game in a sheet, from which the script may start the full lottery.
 */
export function MiniGameWidget({ navigate, loadScript = loadMiniGameScript }: MiniGameWidgetProps) {
  const { t, i18n } = useTexts(GAMES_NAMESPACE);
  const variant = useSelector((state: GamesRootState) => miniGameVariant(state.common.whitelabelVal));
  const loggedIn = useSelector((state: GamesRootState) => state.session.info !== null);
  const onGamePage = useSelector((state: GamesRootState) => (state.games?.launch.status ?? 'idle') !== 'idle');
  const shown = variant !== null && loggedIn && !onGamePage;
  const draggable = variant !== null && isDraggable(variant);
  const [loaded, setLoaded] = useState<{ key: string; state: ScriptState } | null>(null);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [wasShown, setWasShown] = useState(shown);
  const gate = useMemo(() => clickGate(), []);
  const { place, offset, wasDragged, ref } = useDragToSide(draggable);
  const scriptKey = `${variant ?? ''}:${attempt}`;
  const script: ScriptState = loaded?.key === scriptKey ? loaded.state : { status: 'loading' };

  // Hidden (the game page, a logout) closes the sheet: back on a page, the widget shows closed.
  if (shown !== wasShown) {
    setWasShown(shown);
    if (!shown) setOpen(false);
  }

  useEffect(() => {
    if (!shown || !variant) return undefined;
    let current = true;
    loadScript(variant).then(
      (ready) => current && setLoaded({ key: scriptKey, state: { status: 'ready', script: ready } }),
      () => current && setLoaded({ key: scriptKey, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // Asked for once it shows, again only after a failure's retry.
  }, [shown, variant, scriptKey, loadScript]);

  const options: MiniGameOptions = useMemo(
    () => ({
      language: i18n.language,
      // The sheet is not closed here: its close would pop its history entry before the router
      // has pushed the game page's. The game page's launch hides the widget, sheet and all.
      launch: (game) => {
        const backUrl = `${window.location.pathname}${window.location.search}`;
        navigate(`${PATHS.launchGame}?${launchSearch({ ...game, backUrl })}`);
      },
    }),
    [i18n.language, navigate],
  );

  const press = useCallback(() => {
    if (wasDragged() || !gate()) return;
    setOpen(true);
  }, [wasDragged, gate]);

  if (!shown || !variant) return null;
  const style = {
    '--games-minigame-margin': MARGIN,
    ...(place ? { '--games-minigame-top': `${place.top}px` } : {}),
    ...(offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : {}),
  } as CSSProperties;
  const classes = [
    'games-minigame',
    `games-minigame--${place?.side ?? 'end'}`,
    place ? 'games-minigame--placed' : '',
    offset ? 'games-minigame--dragging' : '',
    draggable ? '' : 'games-minigame--fixed',
  ].filter(Boolean);

  return (
    <>
      <button
        type="button"
        className={classes.join(' ')}
        style={style}
        data-variant={variant}
        // In the floating stack it steps aside from the page's controls (ui's tokens); where the
        // player has put it, it stays.
        data-floating={place ? undefined : 'end'}
        aria-label={t('miniGame.open')}
        onClick={press}
        ref={ref}
      >
        <svg viewBox="0 0 48 48" aria-hidden="true" className="games-minigame__icon">
          <circle cx="24" cy="24" r="20" />
          <text x="24" y="31" textAnchor="middle">
            7
          </text>
        </svg>
      </button>
      <MiniGamePanel
        open={open}
        onClose={() => setOpen(false)}
        script={script}
        options={options}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    </>
  );
}
