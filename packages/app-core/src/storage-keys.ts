/** Browser-storage keys the platform's live client uses; kept so sessions carry over between clients. */
export const STORAGE_KEYS = {
  /** Session storage: `{ id, token, merchantCode, userName, type, firstTimeLogin }`. */
  sessionInfo: 'MC_SESSION_INFO',
  /** Local storage: the interface language. */
  language: 'language',
  /** Session storage: tracked query parameters seen on entry, carried to every page. */
  trackedQuery: 'MC_TRACKED_QUERY',
  /** Local storage: the remembered login (cipher text only; the key stays in IndexedDB). */
  rememberedLogin: 'MC_REMEMBERED_LOGIN',
  /** Local storage: '0' when the player or the platform switched auto-login off. */
  autoLogin: 'MC_AUTO_LOGIN',
  /** Local storage, old iOS installed app only: where the player was and the session token. */
  lastPath: 'MC_LAST_PATH',
  lastToken: 'MC_LAST_TOKEN',
} as const;
