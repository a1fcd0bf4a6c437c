import { useEffect, useRef } from 'react';
import { useTexts } from '@lotto/i18n';
import { GAMES_NAMESPACE } from '../locales';
import { isCloseMessage, isFromGame } from './close-message';

/**
 * What the game may do inside its frame: run, keep its own storage, take input and lock the
 * pointer. No popups, no navigating the app, no downloads.
 */
const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-pointer-lock';

interface GameFrameProps {
  gameUrl: string;
  /** The provider's "close" message: leave as the back button does. */
  onClose: () => void;
}

/** The game in a frame filling its box (spec 001 §2 screen 17); listens to the game's own messages only. */
export function GameFrame({ gameUrl, onClose }: GameFrameProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (isFromGame(event, gameUrl, frame.current?.contentWindow ?? null) && isCloseMessage(event.data)) onClose();
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [gameUrl, onClose]);

  return (
    <iframe
      ref={frame}
      className="games-frame__game"
      src={gameUrl}
      title={t('frame.title')}
      allow="fullscreen; autoplay"
      allowFullScreen
      sandbox={GAME_SANDBOX}
      referrerPolicy="origin"
    />
  );
}
