import { readSessionInfo, saveTrackedQuery, takeTokenFromUrl, writeSessionInfo, type SessionInfo } from '@lotto/app-core';

/**
 * Runs before the router: a token handed over in the address becomes the session and
 * leaves the address at once (replaceState, so Back never shows it again).
 */
export function bootSession(merchantCode: string): SessionInfo | null {
  saveTrackedQuery(window.location.search);
  const { token, cleanedUrl } = takeTokenFromUrl(window.location.href);
  if (token) {
    const current = readSessionInfo();
    const info: SessionInfo = current?.token === token ? current : { token, merchantCode };
    writeSessionInfo(info);
    window.history.replaceState(window.history.state, '', cleanedUrl);
    return info;
  }
  return readSessionInfo();
}
