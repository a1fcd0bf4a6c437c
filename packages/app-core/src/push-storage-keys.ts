/**
 * The names push keeps things under in the browser: part of the one table in `storage-keys.ts`,
 * in a file and entry of their own only so that the first screen, which loads all of app-core's
 * main entry, does not carry what only the after-first-paint push feature reads.
 */
export const PUSH_STORAGE_KEYS = {
  /** Local storage, ours: the registration token last bound, with its member and merchant, `{ token, memberId, merchantCode }`. */
  pushBinding: 'MC_PUSH_BINDING',
  /** Session storage, ours: '1' once the notification prompt was offered in this browser session (spec 001 §9: once per session). */
  pushPromptOffered: 'MC_PUSH_PROMPT_OFFERED',
  /** Local storage, ours: the offline stand-in's registration token (demo and test builds), kept as FCM keeps its own. */
  standInToken: 'MC_PUSH_STAND_IN_TOKEN',
} as const;
