import { parseAddress } from '@lotto/app-core';

/** What a game may do inside its frame: run, keep its own storage, take input and lock the pointer. No popups, no navigating the app, no downloads. */
const GAME_POWERS = ['allow-scripts', 'allow-forms', 'allow-pointer-lock'] as const;
/** Its own origin's storage and cookies: the provider's, as long as it is not the app's. */
const OWN_ORIGIN = 'allow-same-origin';

/**
 * Whether a game address is on the app's own origin. There, `allow-scripts` with
 * `allow-same-origin` would be no sandbox at all: the frame could read the session from storage
 * and reach into the app's page. Such a game is isolated instead (an opaque origin: it still runs,
 * without the app's storage, cookies or page), rather than refused, since the operator's own
 * origin is a listed host and a game there (a simulator without line hosts, a gateway serving a
 * provider's lobby) may be genuine.
 */
export function isSameOriginGame(gameUrl: string, appOrigin: string): boolean {
  return parseAddress(gameUrl, appOrigin)?.origin === appOrigin;
}

/** The frame's sandbox for this game. */
export function gameSandbox(gameUrl: string, appOrigin: string): string {
  return (isSameOriginGame(gameUrl, appOrigin) ? [...GAME_POWERS] : [...GAME_POWERS.slice(0, 1), OWN_ORIGIN, ...GAME_POWERS.slice(1)]).join(
    ' ',
  );
}
