import type { NamespaceLoaders, TextNamespace } from '@lotto/i18n';
import type { UiMessageKey } from './messages';

/** The i18next namespace this package's texts live under; the constant carries its keys for `useTexts`. */
export const UI_NAMESPACE = 'ui' as TextNamespace<UiMessageKey>;

/**
 * One dynamic import per language, so only the chosen language's texts are loaded.
 * Nothing is registered here: the app shell calls `registerNamespace(UI_NAMESPACE, uiMessages)`.
 */
export const uiMessages: NamespaceLoaders = {
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
