import { STORAGE_KEYS } from './storage-keys';
import { TOKEN_QUERY_NAMES, withoutToken } from './without-token';
import { sessionStore } from './browser-storage';

export interface SessionInfo {
  id?: string | number;
  token: string;
  merchantCode?: string;
  userName?: string;
  type?: number | string;
  firstTimeLogin?: boolean;
}

export function readSessionInfo(storage: Storage = sessionStore): SessionInfo | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.sessionInfo);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as SessionInfo).token === 'string' &&
      (parsed as SessionInfo).token
    ) {
      return parsed as SessionInfo;
    }
    return null;
  } catch {
    return null;
  }
}

export function writeSessionInfo(info: SessionInfo, storage: Storage = sessionStore): void {
  storage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
}

export function clearSessionInfo(storage: Storage = sessionStore): void {
  storage.removeItem(STORAGE_KEYS.sessionInfo);
}

export interface TokenFromAddress {
  token: string | null;
  /** The address without the token, to replace the current history entry with. */
  cleanedUrl: string;
}

/**
 * A token in the address must not linger where it can leak (history, screenshots,
 * referrers): it is read, and the address is given back without it.
 */
export function takeTokenFromUrl(href: string): TokenFromAddress {
  const url = new URL(href);
  const token = TOKEN_QUERY_NAMES.map((name) => url.searchParams.get(name)).find((value) => value) ?? null;
  const cleaned = withoutToken(url);
  return { token, cleanedUrl: `${cleaned.pathname}${cleaned.search}${cleaned.hash}` };
}
