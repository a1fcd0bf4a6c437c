/**
 * White-label flags the simulator's merchants carry (whitelabelVal). Names ending in 3 are the
 * platform's own (spec 000 §6, 001 §6); the camel-case ones stand for behaviours the spec
 * lists without naming the flag, so their names are ours.
 */
export const WHITELABEL_FLAGS = {
  A2HS3: 'install (add to home screen) prompt',
  MANDATORYAPPUPDATES3: 'forced app-upgrade modal',
  LOTTMINIGAME3: 'lottery mini-game widget',
  SEALOTTMINIGAME3: 'South-East-Asian lottery mini-game widget',
  REWCEN3: 'reward centre; promotion availability is fetched only when on',
  GEETEST3: 'captcha on login',
  GEETESTTEST3: 'captcha flag named by the spec without its scope; carried as is',
  GEETESTVCODE3: 'captcha before sending an SMS code',
  UPDATEMOBILEICC3: 'dialling-code display and picker',
  REG3: 'username registration (also its ModuleId)',
  MOBILENUMREG3: 'mobile-number registration (also its ModuleId)',
  chat: 'customer-service chat',
  autoLogin: 'auto-login from the remembered login',
  forcePasswordChangeOnExpiry: 'expired password forces /m/changePsw',
  oneTapSocialLogin: 'one-tap identity-provider login',
  socialLoginRegister: 'identity-provider login creates an account when none is bound',
  inAppOnlyGameStart: 'games start only inside the native app',
} as const;

export type WhitelabelFlag = keyof typeof WHITELABEL_FLAGS;
