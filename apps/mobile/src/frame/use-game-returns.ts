import { useState } from 'react';
import { leftAGame } from './frame-rules';

/** How many times the player has come back from a game: the top bar's balance asks again at each. */
export function useGameReturns(pathname: string): number {
  const [seen, setSeen] = useState({ pathname, returns: 0 });
  if (seen.pathname !== pathname) {
    const returns = seen.returns + (leftAGame(seen.pathname, pathname) ? 1 : 0);
    setSeen({ pathname, returns });
    return returns;
  }
  return seen.returns;
}
