import { STORAGE_KEYS } from './storage-keys';

export interface SessionInfo {
  id?: string | number;
  token: string;
  merchantCode?: string;
  userName?: string;
  type?: number | string;
  firstTimeLogin?: boolean;
}

/** Query names the platform uses to hand a session token to the app (for example from the native app). */
export const TOKEN_QUERY_NAMES = ['token', 'tokens'] as const;

export function readSessionInfo(storage: Storage = sessionStorage): SessionInfo | null {
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

export function writeSessionInfo(info: SessionInfo, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
}

export function clearSessionInfo(storage: Storage = sessionStorage): void {
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
  let token: string | null = null;
  for (const name of TOKEN_QUERY_NAMES) {
    const value = url.searchParams.get(name);
    if (value && !token) token = value;
    url.searchParams.delete(name);
  }
  const search = url.searchParams.toString();
  return { token, cleanedUrl: `${url.pathname}${search ? `?${search}` : ''}${url.hash}` };
}
