import type { NamespaceLoaders, TextNamespace } from '@lotto/i18n';
import type { AccountMessageKey } from './messages';

/** The account pages' namespace; the constant carries its keys for `useTexts` and the feedback actions. */
export const ACCOUNT_NAMESPACE = 'account' as TextNamespace<AccountMessageKey>;

/** One file per language, each loaded only when that language is used. */
export const accountMessages: NamespaceLoaders = {
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
