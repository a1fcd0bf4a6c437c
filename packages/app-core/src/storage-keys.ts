import { LANGUAGE_STORAGE_KEY } from '@lotto/i18n';

/**
 * Every name the app keeps something under in the browser, in one table. The values are
 * the platform's live client's own, so sessions, remembered logins and registration codes
 * carry over between the two clients: never rename one.
 *
 * Two names live below app-core and are only pointed at here: the language key is
 * `@lotto/i18n`'s `LANGUAGE_STORAGE_KEY`, and the GET cache's entries (session storage) start
 * with `CACHE_KEY_PREFIX` in `@lotto/api-client`'s `cache.ts`, which keeps it to itself. Tracking's names are
 * `TRACKING_STORAGE_KEYS` in `tracking-storage-keys.ts` (`@lotto/app-core/tracking-storage-keys`),
 * the merchant templates' names `TEMPLATE_STORAGE_KEYS` in `template-storage-keys.ts`
 * (`@lotto/app-core/template-storage-keys`) and push's `PUSH_STORAGE_KEYS` in `push-storage-keys.ts`
 * (`@lotto/app-core/push-storage-keys`), each apart only so that the first screen's JavaScript
 * does not carry them.
 */
export const STORAGE_KEYS = {
  /** Session storage: `{ id, token, merchantCode, userName, type, firstTimeLogin }`. */
  sessionInfo: 'MC_SESSION_INFO',
  /** Local storage: the interface language. */
  language: LANGUAGE_STORAGE_KEY,
  /** Session storage: tracked query parameters seen on entry, carried to every page. */
  trackedQuery: 'MC_TRACKED_QUERY',
  /** Local storage: the remembered login (cipher text only; the key stays in IndexedDB). */
  rememberedLogin: 'MC_REMEMBERED_LOGIN',
  /** Local storage: '0' when the player or the platform switched auto-login off. */
  autoLogin: 'MC_AUTO_LOGIN',
  /** Local storage, old iOS installed app only: where the player was. */
  lastPath: 'MC_LAST_PATH',
  /** Local storage, old iOS installed app only: the session token. */
  lastToken: 'MC_LAST_TOKEN',
  /** Local storage: registration info as JSON `{ affiliateCode, referralCode, originalDomain }` (spec 000 §3); the status call sends its originalDomain. */
  registerInfo: 'registerInfo',
  /** Session storage: '1' after a registration, so the next screens know it is the first login. */
  firstTimeLogin: 'firstTimeLogin',
  /** Local storage: the device id sent with every login and registration (docs/platform-calls.md, `POST /wps/session/login`). */
  loginDeviceId: 'loginDeviceId',
  /** Local storage: '1' when the app was opened as a home-screen web clip, '0' as the installed web app (spec 001 §4). */
  webclip: 'WEBCLIP',
  /** Session storage, ours: '1' once iOS 12's installed app reloaded for a bad index answer, so a broken server cannot loop it. */
  indexReloaded: 'MC_INDEX_RELOADED',
  /** Local storage, ours: the hash of the asset manifests last seen, so each deployment's update notice shows once. */
  assetManifestHash: 'MC_ASSET_MANIFEST_HASH',
  /** Session storage: 'closed' once a member closed the announcement popup (the desktop client's own name). */
  userPopup: 'USER_POPUP',
  /** Session storage: 'closed' once a visitor closed the announcement popup (the desktop client's own name). */
  anonymousPopup: 'ANONYMOUS_POPUP',
  /** Local storage, ours: per audience (A, B) the hash of the title-and-content pairs last closed, and the chosen hide `{ hash, until? }` (no `until`: "do not show this popup again"). */
  popupMemory: 'MC_ANNOUNCEMENT_MEMORY',
  /** Local storage, ours: per welcome group (m_popup1, m_popup2) the image file name last closed or saved. */
  welcomeImages: 'MC_WELCOME_IMAGES',
  /** Session storage, ours: '1' once the player closed or saved a welcome image, so no other shows this visit. */
  welcomeDone: 'MC_WELCOME_IMAGES_DONE',
  /** Local storage, ours: '1' while the member keeps the wallet balance hidden on every page. */
  balanceHidden: 'MC_BALANCE_HIDDEN',
  /** Local storage, ours: 'light', 'dark' or 'device' (follow prefers-color-scheme), the colour theme the player chose on the account page (spec 001 §9: 'light' by default; theme-choice.ts). */
  theme: 'MC_THEME',
  /** IndexedDB: the database holding the remembered login's key. */
  keyStoreDatabase: 'lotto-auth',
  /** IndexedDB: the object store, in that database, of CryptoKey objects. */
  keyStoreObjectStore: 'keys',
  /** IndexedDB: the record, in that object store, of the remembered login's non-extractable key. */
  rememberedLoginKey: 'remembered-login',
} as const;
