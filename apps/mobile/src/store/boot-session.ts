import {
  oldIosResumeAddress,
  readOldIosRestore,
  readSessionInfo,
  saveTrackedQuery,
  takeTokenFromUrl,
  type SessionInfo,
} from '@lotto/app-core';

/**
 * Runs before the router: a token handed over in the address becomes the session and
 * leaves the address at once (replaceState, so Back never shows it again). An old iOS
 * installed app, which loses session storage when relaunched, gets its last path and
 * token back from local storage, keeping the tracked parameters it was launched with. The store keeps what this returns (`sessionRestored`), and
 * its session listener writes it to storage.
 */
export function bootSession(merchantCode: string, oldIosInstalledApp = false): SessionInfo | null {
  saveTrackedQuery(window.location.search);
  const { token, cleanedUrl } = takeTokenFromUrl(window.location.href);
  if (token) {
    const current = readSessionInfo();
    const info: SessionInfo = current?.token === token ? current : { token, merchantCode };
    window.history.replaceState(window.history.state, '', cleanedUrl);
    return info;
  }
  const stored = readSessionInfo();
  if (stored || !oldIosInstalledApp) return stored;
  const restore = readOldIosRestore();
  if (!restore.token) return null;
  const info: SessionInfo = { token: restore.token, merchantCode };
  if (restore.path && restore.path.startsWith('/m/'))
    window.history.replaceState(null, '', oldIosResumeAddress(restore.path, window.location.search));
  return info;
}
