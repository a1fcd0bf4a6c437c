import { useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation } from 'react-router';
import { selectSessionInfo, toastShown, useTrackedNavigate } from '@lotto/app-core';
import { FAVOURITE_FAILED_TOAST_MS, FAVOURITE_TOGGLE_INTERVAL_MS } from '../constants';
import { GAMES_NAMESPACE } from '../locales';
import type { GameItem } from '../server-data/game-item';
import { useAddFavouriteGameMutation, useFavouriteGameIdsQuery, useRemoveFavouriteGameMutation } from '../server-data/favourite-games';
import { createFavouriteGate, type FavouriteGate } from './favourite-gate';
import type { FavouriteControl } from './FavouriteButton';
import { FavouriteLoginPrompt } from './FavouriteLoginPrompt';
import { loginBack } from './login-back';

/** One gate per app (its store): the rule counts every heart on every page. */
const gates = new WeakMap<object, FavouriteGate>();

function gateOf(store: object): FavouriteGate {
  let gate = gates.get(store);
  if (!gate) {
    gate = createFavouriteGate(FAVOURITE_TOGGLE_INTERVAL_MS);
    gates.set(store, gate);
  }
  return gate;
}

interface Favourites {
  /** The heart of a game. */
  control: (game: GameItem) => FavouriteControl;
  /** The visitor's log-in prompt, to render once on the page. */
  prompt: ReactNode;
  /** The member's favourite node ids (empty for a visitor, and until they arrive). */
  ids: ReadonlySet<string>;
}

/**
 * The hearts of a page's games. A member's toggle goes at most once a second (a tap within the
 * second of the last one that went is dropped), turns the heart at once and back with a message
 * if the platform refuses; a visitor is asked to log in, and login leads back to this page.
 */
export function useFavourites(): Favourites {
  const store = useStore();
  const dispatch = useDispatch();
  const token = useSelector(selectSessionInfo)?.token ?? null;
  const { data } = useFavouriteGameIdsQuery(token ?? '', { skip: token === null });
  const [add] = useAddFavouriteGameMutation();
  const [remove] = useRemoveFavouriteGameMutation();
  const [asking, setAsking] = useState(false);
  const navigate = useTrackedNavigate();
  const location = useLocation();
  const ids = useMemo(() => new Set(token === null ? [] : (data ?? [])), [data, token]);

  const toggle = (game: GameItem) => {
    if (token === null) {
      setAsking(true);
      return;
    }
    if (!gateOf(store).pass()) return;
    const change = ids.has(game.nodeId) ? remove : add;
    change({ token, game })
      .unwrap()
      .catch(() =>
        dispatch(
          toastShown({
            messageKey: 'favourites.toggleFailed',
            namespace: GAMES_NAMESPACE,
            durationMs: FAVOURITE_FAILED_TOAST_MS,
            variant: 'error',
          }),
        ),
      );
  };

  const login = () => navigate(loginBack(`${location.pathname}${location.search}`));

  return {
    ids,
    control: (game) => ({ on: ids.has(game.nodeId), onToggle: () => toggle(game) }),
    prompt: <FavouriteLoginPrompt open={asking} onClose={() => setAsking(false)} onLogin={login} />,
  };
}
