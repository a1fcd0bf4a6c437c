import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTexts } from '@lotto/i18n';
import { BottomSheet, Button, Spinner } from '@lotto/ui';
import { GAMES_NAMESPACE } from '../locales';
import type { MiniGameOptions, MiniGameScript } from './mini-game-script';

export type ScriptState = { status: 'loading' } | { status: 'ready'; script: MiniGameScript } | { status: 'failed' };

interface MiniGamePanelProps {
  open: boolean;
  onClose: () => void;
  script: ScriptState;
  options: MiniGameOptions;
  onRetry: () => void;
}

/** What the widget opens: a sheet the mini game's script draws into, or why it cannot. */
export function MiniGamePanel({ open, onClose, script, options, onRetry }: MiniGamePanelProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const host = useRef<HTMLDivElement>(null);
  const ready = script.status === 'ready' ? script.script : null;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const container = host.current;
    if (!open || !ready || !container) return undefined;
    // The script gets stable callbacks that always reach the current ones.
    const unmount = ready.mount(container, {
      language: latest.current.language,
      launch: (game) => latest.current.launch(game),
    });
    return () => {
      unmount();
      container.replaceChildren();
    };
  }, [open, ready]);

  return (
    <BottomSheet open={open} onClose={onClose} title={t('miniGame.title')} className="games-minigame-panel">
      {script.status === 'loading' ? <Spinner size="small" label={t('miniGame.loading')} autoHideMs={false} /> : null}
      {script.status === 'failed' ? (
        <div className="games-minigame-panel__notice" role="alert">
          <p>{t('miniGame.failed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('lobby.retry')}
          </Button>
        </div>
      ) : null}
      <div ref={host} className="games-minigame-panel__game" />
    </BottomSheet>
  );
}
