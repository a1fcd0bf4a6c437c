/**
 * The platform's call registry, as its own clients keep one (docs/platform-calls.md, The call
 * registry): per path, the `ModuleId` header the call sends, `auth: false` where it goes without
 * the session token, and `alert: false` where a failure is silent. `call` looks the path up
 * (without its query) and applies the row; an option the caller passes still wins. A path
 * without a row sends no module id and the token.
 *
 * A row comes with its call: the first screen carries this table, so calls the app does not make
 * yet (domainRoute, MCSFE_getAvailablePromotions: docs/platform-calls.md, Not called) have none.
 * To add a call: one row under its group, the module id as docs/platform-calls.md records it,
 * `ours: true` where the platform was not seen making the call, or not with the request or answer
 * the app relies on (the simulator's README documents the shape chosen then), nothing else. The
 * call itself lives with the package that owns the resource, in its `src/server-data/` (README,
 * "Server data").
 */

/** The module ids the platform's clients were seen sending, named once. */
const COMM3 = 'COMM3';
const REWCEN3 = 'REWCEN3';
const CBS3 = 'CBS3';
const GAMELO3 = 'GAMELO3';
const REG3 = 'REG3';
const MOBILENUMREG3 = 'MOBILENUMREG3';
const PASS3 = 'PASS3';
const FEEDBACK3 = 'FEEDBACK3';
const INBOX3 = 'INBOX3';

type ModuleId =
  | typeof COMM3
  | typeof REWCEN3
  | typeof CBS3
  | typeof GAMELO3
  | typeof REG3
  | typeof MOBILENUMREG3
  | typeof PASS3
  | typeof FEEDBACK3
  | typeof INBOX3;

export interface CallRule {
  moduleId?: ModuleId;
  auth?: false;
  alert?: false;
  /**
   * The path or the shape is ours, not the platform's as its clients were seen using it: where a
   * real platform may answer otherwise first. Documentation only; `call` never reads it.
   */
  ours?: true;
}

/** What `call` applies of a path's row: its module id, token flag and alert flag. */
export function ruleFor(path: string): Omit<CallRule, 'ours'> {
  const { ours: _ours, ...rule } = CALLS[path] ?? {};
  return rule;
}

const NO_TOKEN = { auth: false } as const;
const COMMON = { moduleId: COMM3, auth: false } as const;
/** Ours: see `CallRule.ours`. */
const OURS = { ours: true } as const;

export const CALLS: Readonly<Record<string, CallRule>> = {
  // System: the boot call and its companions.
  '/wps/system/status': COMMON,
  '/wps/system/whitelabel': COMMON,
  // Read after first paint for the logo and the installed app's manifest and icons: a failure keeps
  // what was known (the merchant file's logo, the kept templates), so no alert.
  // The path is the platform's; the flat shape of its answer is ours (not seen).
  '/wps/system/templates': { moduleId: COMM3, auth: false, alert: false, ...OURS },
  // Linked, not called: the browser fetches it; the answer (a manifest, not an envelope) is ours.
  '/wps/system/manifest.json': { ...NO_TOKEN, ...OURS },
  // The tracking upload retries on its own: a failure is never the player's to see. The path was
  // seen; the body (the events as one JSON string) is the specification's, not seen.
  '/wps/system/collect': { alert: false, ...OURS },
  // Sign-in and registration (spec 000 §7): a visitor makes them, so the token never goes.
  '/wps/session/login': NO_TOKEN,
  '/wps/session/login/verification': NO_TOKEN,
  // Named by spec 000 §7, not seen on the wire.
  '/wps/verification/sms/noLogin': { ...NO_TOKEN, ...OURS },
  '/wps/member/register': { moduleId: REG3, auth: false },
  '/wps/member/register/mobile': { moduleId: MOBILENUMREG3, auth: false },
  '/wps/member/register/autoUsername': NO_TOKEN,
  // The path is ours: spec 000 §7 says "path not shown".
  '/wps/member/register/firebase': { ...NO_TOKEN, ...OURS },
  '/wps/member/language': { moduleId: COMM3, alert: false },
  // The account pages. The logout goes without waiting for its answer, so nobody is there to hear a failure.
  '/wps/session/logout': { moduleId: COMM3, alert: false },
  '/wps/member/password': { moduleId: PASS3 },
  // Without the session, as the platform's registry has it; the body (content, category, account) is ours.
  '/wps/feedback': { moduleId: FEEDBACK3, auth: false, ...OURS },
  // The help page says itself when its sections could not come, with a retry.
  '/wps/system/helpCenter': { ...COMMON, alert: false },
  // The inbox: the unread count is polled (the next poll asks again), the list says itself when it
  // failed. The count's call and the list's were seen on a live page (third party); the list's items
  // were not, nor any way to mark a message read: EMFE_readInbox is ours.
  '/wps/relay/EMFE_getInboxUnreadCount': { moduleId: INBOX3, alert: false },
  '/wps/relay/EMFE_getInbox': { moduleId: INBOX3, alert: false, ...OURS },
  '/wps/relay/EMFE_readInbox': { moduleId: INBOX3, alert: false, ...OURS },
  // The member's wallet, on the top bar and the account pages: a failure shows the figure as
  // unavailable there, so no alert.
  '/wps/v2/wallets/balance': { moduleId: COMM3, alert: false },
  // Relays (spec 001 §7); the promotions and announcements go without the session (spec 001 §6).
  // Announcements: one client sends the token, another not; the server takes both. Silent: a popup
  // or banner list that fails leaves home as it is rather than raising an alert.
  '/wps/relay/MCSFE_getListAnnouncements': { ...COMMON, alert: false },
  // The raw shape of the promotions was not seen.
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': { moduleId: REWCEN3, auth: false, alert: false, ...OURS },
  '/wps/relay/MCSFE_getPlayerRankProgress': { alert: false },
  '/wps/relay/CBS_launchChat': { moduleId: CBS3 },
  '/wps/relay/CBS_unreadCount': { moduleId: CBS3 },
  '/wps/relay/WPSCORE_getCustomerServiceScript': { auth: false, alert: false },
  '/wps/relay/GCSGAME_newGameVendor': {},
  // The trial call's parameters were not seen.
  '/wps/relay/GCS_gameTrialLaunch': { ...NO_TOKEN, ...OURS },
  // Push: no module id seen. Silent: a player who allowed notifications has nothing to fix.
  // Neither the paths nor the bodies were seen (the unsubscribe's path is the simulator's).
  '/wps/relay/CSP_fcmBind': { alert: false, ...OURS },
  '/wps/relay/CSP_fcmSubscribe': { alert: false, ...OURS },
  '/wps/relay/CSP_fcmUnsubscribe': { auth: false, alert: false, ...OURS },
  // Referral (the invite page): seen on the live site with the session; no module id was seen, so
  // none is sent. Silent: the page shows a failed details call with a retry, and goes without the
  // operator's sections when the layout call fails.
  '/wps/relay/MCSFE_getReferralDetails': { alert: false },
  '/wps/relay/PROMOFE_feLayoutPromotion': { alert: false },
  // Read by the install prompts in the background; a failure keeps what was known. `firstDeposit`,
  // which the prompts read, was not seen beside the recorded fields.
  '/wps/relay/MCSFE_getDepositSettings': { alert: false, ...OURS },
  // The launch answer's `gameUrl`, and the query of a game that is not a lottery, were not seen.
  '/wps/game/launchGame': { moduleId: GAMELO3, ...OURS },
};
