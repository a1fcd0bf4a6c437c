import { useEffect, useRef } from 'react';
import { useTexts } from '@lotto/i18n';
import { GAMES_NAMESPACE } from '../locales';
import { isCloseMessage, isFromGame } from './close-message';
import { gameSandbox, isSameOriginGame } from './game-sandbox';

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
      const isolated = isSameOriginGame(gameUrl, window.location.origin);
      if (isFromGame(event, gameUrl, frame.current?.contentWindow ?? null, isolated) && isCloseMessage(event.data)) onClose();
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
      sandbox={gameSandbox(gameUrl, window.location.origin)}
      referrerPolicy="origin"
    />
  );
}
