import type { NamespaceLoaders, QualifiedKey, TextNamespace } from '@lotto/i18n';
import type { AccountMessageKey } from '@lotto/account';
import type { SystemMessageKey } from '@lotto/system';
import type { ShellMessageKey } from './messages';

/** What the shell's `t` takes: its own keys, and a feature's key written `namespace:key` (a feature page's route title). */
export type ShellTextKey = ShellMessageKey | QualifiedKey<SystemMessageKey> | QualifiedKey<AccountMessageKey>;

/** The shell's namespace, the app's default; the constant carries its keys for `useTexts`. */
export const SHELL_NAMESPACE = 'shell' as TextNamespace<ShellTextKey>;

export const shellMessages: NamespaceLoaders = {
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

export type { ShellMessageKey } from './messages';
