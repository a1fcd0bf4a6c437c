import { GAME_ICON_SIZE } from '../constants';

interface GameIconProps {
  src: string | null;
  /** Above the fold: loads with the page rather than when scrolled near. */
  eager?: boolean;
}

/** A game's or a vendor's icon, sized before it loads (no shift) and lazy unless said; a blank square without one keeps the grid. */
export function GameIcon({ src, eager = false }: GameIconProps) {
  return src ? (
    <img
      className="games-tile__icon"
      src={src}
      alt=""
      width={GAME_ICON_SIZE}
      height={GAME_ICON_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <span className="games-tile__icon games-tile__icon--blank" aria-hidden="true" />
  );
}
