/**
 * The platform's call registry, as its own clients keep one (protocol.md, "Module ids and the
 * token"): per path, the `ModuleId` header the call sends, `auth: false` where it goes without
 * the session token, and `alert: false` where a failure is silent. `call` looks the path up
 * (without its query) and applies the row; an option the caller passes still wins. A path
 * without a row sends no module id and the token.
 *
 * A row comes with its call: the first screen carries this table, so calls the app does not make
 * yet (domainRoute, MCSFE_getAvailablePromotions: protocol.md) have none. To add a call: one row under its group, the module id taken from protocol.md (or `ours` in a
 * comment where the platform's value was not seen), nothing else.
 */

/** The module ids protocol.md records, named once. */
const COMM3 = 'COMM3';
const REWCEN3 = 'REWCEN3';
const CBS3 = 'CBS3';
const GAMELO3 = 'GAMELO3';
const REG3 = 'REG3';
const MOBILENUMREG3 = 'MOBILENUMREG3';

type ModuleId = typeof COMM3 | typeof REWCEN3 | typeof CBS3 | typeof GAMELO3 | typeof REG3 | typeof MOBILENUMREG3;

export interface CallRule {
  moduleId?: ModuleId;
  auth?: false;
  alert?: false;
}

const NO_TOKEN = { auth: false } as const;
const COMMON = { moduleId: COMM3, auth: false } as const;

export const CALLS: Readonly<Record<string, CallRule>> = {
  // System: the boot call and its companions.
  '/wps/system/status': COMMON,
  '/wps/system/whitelabel': COMMON,
  // Read after first paint for the logo and the installed app's manifest and icons: a failure keeps
  // what was known (the merchant file's logo, the kept templates), so no alert.
  '/wps/system/templates': { moduleId: COMM3, auth: false, alert: false },
  '/wps/system/manifest.json': NO_TOKEN,
  // The tracking upload retries on its own: a failure is never the player's to see.
  '/wps/system/collect': { alert: false },
  // Sign-in and registration (spec 000 §7).
  '/wps/session/login': NO_TOKEN,
  '/wps/session/login/verification': NO_TOKEN,
  '/wps/verification/sms/noLogin': NO_TOKEN,
  '/wps/member/register': { moduleId: REG3, auth: false },
  '/wps/member/register/mobile': { moduleId: MOBILENUMREG3, auth: false },
  '/wps/member/register/autoUsername': NO_TOKEN,
  '/wps/member/register/firebase': NO_TOKEN,
  '/wps/member/language': { moduleId: COMM3, alert: false },
  // Relays (spec 001 §7). Announcements: one client sends the token, another not; the server takes
  // both. Silent: a popup or banner list that fails leaves home as it is rather than raising an alert.
  '/wps/relay/MCSFE_getListAnnouncements': { ...COMMON, alert: false },
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': { moduleId: REWCEN3, auth: false, alert: false },
  '/wps/relay/MCSFE_getPlayerRankProgress': { alert: false },
  '/wps/relay/CBS_launchChat': { moduleId: CBS3 },
  '/wps/relay/CBS_unreadCount': { moduleId: CBS3 },
  '/wps/relay/WPSCORE_getCustomerServiceScript': { auth: false, alert: false },
  '/wps/relay/GCSGAME_newGameVendor': {},
  '/wps/relay/GCS_gameTrialLaunch': NO_TOKEN,
  // Push (ours: no module id seen). Silent: a player who allowed notifications has nothing to fix.
  '/wps/relay/CSP_fcmBind': { alert: false },
  '/wps/relay/CSP_fcmSubscribe': { alert: false },
  '/wps/relay/CSP_fcmUnsubscribe': { auth: false, alert: false },
  // Read by the install prompts in the background; a failure keeps what was known.
  '/wps/relay/MCSFE_getDepositSettings': { alert: false },
  '/wps/game/launchGame': { moduleId: GAMELO3 },
};
