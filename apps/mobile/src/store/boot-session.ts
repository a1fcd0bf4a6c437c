import {
  oldIosResumeAddress,
  readOldIosRestore,
  readSessionInfo,
  saveTrackedQuery,
  takeTokenFromUrl,
  type SessionInfo,
} from '@lotto/app-core';

export interface BootSession {
  /** The session the app starts with. */
  session: SessionInfo | null;
  /**
   * A token the address handed over while another session was live in this tab: taken only when
   * the player says so (`SessionSwitchQuestion`), since a link can carry anyone's token.
   */
  offeredToken: string | null;
}

/**
 * Runs before the router: a token handed over in the address becomes the session and
 * leaves the address at once (replaceState, so Back never shows it again). The native app's
 * hand-off (spec 000 §6) opens a tab with no session or with the same one, and is taken as it
 * comes; a different token while a session is live is only offered, never swapped in silently.
 * An old iOS installed app, which loses session storage when relaunched, gets its last path and
 * token back from local storage, keeping the tracked parameters it was launched with. The store
 * keeps the session this returns (`sessionRestored`), and its session listener writes it to storage.
 */
export function bootSession(merchantCode: string, oldIosInstalledApp = false): BootSession {
  saveTrackedQuery(window.location.search);
  const { token, cleanedUrl } = takeTokenFromUrl(window.location.href);
  if (token) {
    const current = readSessionInfo();
    window.history.replaceState(window.history.state, '', cleanedUrl);
    if (!current) return { session: { token, merchantCode }, offeredToken: null };
    return { session: current, offeredToken: current.token === token ? null : token };
  }
  const stored = readSessionInfo();
  if (stored || !oldIosInstalledApp) return { session: stored, offeredToken: null };
  const restore = readOldIosRestore();
  if (!restore.token) return { session: null, offeredToken: null };
  const info: SessionInfo = { token: restore.token, merchantCode };
  if (restore.path && restore.path.startsWith('/m/'))
    window.history.replaceState(null, '', oldIosResumeAddress(restore.path, window.location.search));
  return { session: info, offeredToken: null };
}
