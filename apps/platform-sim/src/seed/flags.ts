/**
 * White-label flags the simulator's merchants carry (whitelabelVal). Names ending in 3 are the
 * platform's own (spec 000 §6, 001 §6); the camel-case ones stand for behaviours the spec
 * lists without naming the flag, so their names are ours.
 */
interface WhitelabelFlags {
  /** Install (add to home screen) prompt. */
  A2HS3: boolean;
  /** Forced app-upgrade modal. */
  MANDATORYAPPUPDATES3: boolean;
  /** Lottery mini-game widget. */
  LOTTMINIGAME3: boolean;
  /** South-East-Asian lottery mini-game widget. */
  SEALOTTMINIGAME3: boolean;
  /** Reward centre; promotion availability is fetched only when on. */
  REWCEN3: boolean;
  /** Captcha on login. */
  GEETEST3: boolean;
  /** Captcha flag named by the spec without its scope; carried as is. */
  GEETESTTEST3: boolean;
  /** Captcha before sending an SMS code. */
  GEETESTVCODE3: boolean;
  /** Dialling-code display and picker. */
  UPDATEMOBILEICC3: boolean;
  /** Username registration (also its ModuleId). */
  REG3: boolean;
  /** Mobile-number registration (also its ModuleId). */
  MOBILENUMREG3: boolean;
  /**
   * The member's inbox (also its ModuleId, as REG3 and REWCEN3 are both): ours to read as the switch,
   * since the platform's tree was not seen naming it. Off: the inbox calls answer function.not.available.
   */
  INBOX3: boolean;
  /** Customer-service chat. */
  chat: boolean;
  /** Auto-login from the remembered login. */
  autoLogin: boolean;
  /** Expired password forces /m/changePsw. */
  forcePasswordChangeOnExpiry: boolean;
  /** One-tap identity-provider login. */
  oneTapSocialLogin: boolean;
  /** Identity-provider login creates an account when none is bound. */
  socialLoginRegister: boolean;
  /** Games start only inside the native app. */
  inAppOnlyGameStart: boolean;
}

export type WhitelabelFlag = keyof WhitelabelFlags;

/**
 * Where each flag sits in the white-label tree the status call sends (`info.whitelabel`):
 * a flag named here is a child of the one it names; the others are roots. The platform's own
 * grouping was not seen; this one nests related switches so that clients meet a tree of some depth.
 */
export const WHITELABEL_PARENTS: Readonly<Partial<Record<WhitelabelFlag, WhitelabelFlag>>> = {
  MANDATORYAPPUPDATES3: 'A2HS3',
  SEALOTTMINIGAME3: 'LOTTMINIGAME3',
  GEETESTTEST3: 'GEETEST3',
  GEETESTVCODE3: 'GEETESTTEST3',
  MOBILENUMREG3: 'REG3',
  oneTapSocialLogin: 'socialLoginRegister',
};
