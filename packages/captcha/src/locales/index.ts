import type { NamespaceLoaders } from '@lotto/i18n';

export { CAPTCHA_NAMESPACE } from './namespace';

/** Loaded on demand, one language at a time; this entry holds no texts itself, so the shell can register it at start. */
export const captchaMessages: NamespaceLoaders = {
  CN: () => import('./CN'),
  EN: () => import('./EN'),
  ES: () => import('./ES'),
  HI: () => import('./HI'),
  ID: () => import('./ID'),
  JA: () => import('./JA'),
  KM: () => import('./KM'),
  KO: () => import('./KO'),
  MY: () => import('./MY'),
  TA: () => import('./TA'),
  TH: () => import('./TH'),
  TW: () => import('./TW'),
  VI: () => import('./VI'),
  TY: () => import('./TY'),
  UR: () => import('./UR'),
  PT: () => import('./PT'),
  'PT-BR': () => import('./PT-BR'),
  MS: () => import('./MS'),
  BN: () => import('./BN'),
  TR: () => import('./TR'),
};
