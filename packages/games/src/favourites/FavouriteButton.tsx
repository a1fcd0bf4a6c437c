import { useTexts } from '@lotto/i18n';
import { GAMES_NAMESPACE } from '../locales';

/** A game's heart: whether it is a favourite, and what a tap does (a visitor is asked to log in). */
export interface FavouriteControl {
  on: boolean;
  onToggle: () => void;
}

interface FavouriteButtonProps extends FavouriteControl {
  name: string;
}

/** The heart on a game: pressed when the game is a favourite; a 44 px target over the icon's corner. */
export function FavouriteButton({ name, on, onToggle }: FavouriteButtonProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  return (
    <button
      type="button"
      className="games-favourite"
      aria-pressed={on}
      aria-label={t(on ? 'favourites.remove' : 'favourites.add', { name })}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5 4.6 13.3a4.6 4.6 0 0 1 6.5-6.6l.9.9.9-.9a4.6 4.6 0 0 1 6.5 6.6Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
