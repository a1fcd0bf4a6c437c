import { addScript } from '@lotto/app-core/add-script';
import type { LaunchRequest } from '../launch/launch-request';
import { miniGameScriptUrl, type MiniGameVariant } from './mini-game-variant';

/**
 * The contract a mini-game script keeps (ours; the platform's scripts were not observed): loaded
 * from `/mini-game/{variant}/minigame.js`, it registers itself as
 * `window.LottoMiniGames[variant] = { mount }`. `mount` draws the mini game into the container the
 * widget opens and returns how to take it down again. A script that wants the full game calls
 * `launch`, and the app opens it on its game page like a lobby tile would: the script is never
 * given the session.
 */
export interface MiniGameScript {
  mount(container: HTMLElement, options: MiniGameOptions): () => void;
}

export interface MiniGameOptions {
  language: string;
  launch: (game: Pick<LaunchRequest, 'vendor' | 'code'> & Partial<Pick<LaunchRequest, 'prizeMode'>>) => void;
}

declare global {
  interface Window {
    LottoMiniGames?: Partial<Record<MiniGameVariant, MiniGameScript>>;
  }
}

const loading = new Map<MiniGameVariant, Promise<MiniGameScript>>();

/** Adds the variant's script once; a load that failed is tried again at the next ask. */
export function loadMiniGameScript(variant: MiniGameVariant, document: Document = window.document): Promise<MiniGameScript> {
  const known = loading.get(variant);
  if (known) return known;
  const script = addScript(miniGameScriptUrl(variant), { doc: document });
  const promise = script.loaded.then(
    () => {
      const registered = document.defaultView?.LottoMiniGames?.[variant];
      if (!registered) throw new Error(`The ${variant} mini-game script did not register itself`);
      return registered;
    },
    () => {
      script.remove();
      throw new Error(`The ${variant} mini-game script did not load`);
    },
  );
  loading.set(variant, promise);
  promise.catch(() => loading.delete(variant));
  return promise;
}
