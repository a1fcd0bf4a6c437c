import type { NamespaceLoaders, TextNamespace } from '@lotto/i18n';
import type { PromptMessageKey } from './messages';

/**
 * The prompts' own namespace, beside `install`: the prompts and the installed app change in
 * separate hands, and two namespaces keep their texts from colliding.
 */
export const INSTALL_PROMPTS_NAMESPACE = 'installPrompts' as TextNamespace<PromptMessageKey>;

/** One file per language, each loaded only when that language is used. */
export const installPromptMessages: NamespaceLoaders = {
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
