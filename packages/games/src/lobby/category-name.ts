import type { GamesMessageKey } from '../locales/messages';

/** Categories with a translated name; another category shows as the platform names it. */
const NAMED = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'ELOTTO', 'SEA_LOTT', 'LOTT', 'VIETNAM_LOTTO', 'ESPORTS'] as const;

export function categoryKey(title: string): GamesMessageKey | null {
  return (NAMED as readonly string[]).includes(title) ? (`category.${title}` as GamesMessageKey) : null;
}
