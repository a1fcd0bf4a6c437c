/** Every route of both specifications, named once. */
export const PATHS = {
  home: '/m/home',
  index: '/m/index',
  indexHtml: '/m/index.html',
  root: '/',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  changePassword: '/m/changePsw',
  memberHome: '/m/member/home',
  launchGame: '/m/launchGame',
  inviteFriends: '/m/inviteFriends',
  feedback: '/m/feedback',
  agentRegister: '/m/agentRegister',
  activity: '/m/activity',
  rewardCenter: '/m/rewardCenter',
  game: '/m/game',
  /** A vendor's own games (issue 27; ours): `?vendor=<code>&gameType=<category>`. */
  gameVendor: '/m/game/vendor',
  appDownload: '/m/appDownload',
  activitySignIn: '/m/activity/signIn',
  activityNoviceTask: '/m/activity/noviceTask',
  activityRescue: '/m/activity/rescue',
  voucherCenter: '/m/voucherCenter',
  leaderBoard: '/m/leaderBoard',
  memberBenefits: '/m/member/benefits',
  /** Ours: the help centre (the platform's `helpCenter` sections), open to visitors. */
  help: '/m/help',
  /** Ours: the member's messages, where the merchant has the inbox. */
  inbox: '/m/inbox',
} as const;

export const HOME_PATHS: readonly string[] = [PATHS.home, PATHS.index, PATHS.indexHtml, PATHS.root];

/**
 * Spec 000 §6: a visitor may see these without a session. The game lobby and a vendor's games are
 * open to visitors, and the game page lets them try a game for free; it sends them to login for
 * real-money play itself. The help centre is public too: the register page's terms link there
 * before anyone has an account. The reward centre shows a visitor the merchant's promotions and a
 * log-in that comes back (issue 28); its rewards and the pages its tiles lead to stay the members'.
 */
export const VISITOR_PATHS: readonly string[] = [
  ...HOME_PATHS,
  PATHS.login,
  PATHS.register,
  PATHS.registerHtml,
  PATHS.inviteFriends,
  PATHS.help,
  PATHS.rewardCenter,
  PATHS.game,
  PATHS.gameVendor,
  PATHS.launchGame,
];

/**
 * Where the player types credentials: sign-in (its second factor is a dialog over it),
 * registration, a password change and agent registration. No advertising pixel runs there.
 */
const CREDENTIAL_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.registerHtml, PATHS.changePassword, PATHS.agentRegister];

/** Trailing slashes do not make a different page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function isCredentialPath(pathname: string): boolean {
  return CREDENTIAL_PATHS.includes(normalisePath(pathname));
}
