import type { TrackingMessages } from './messages';

/** Portuguese tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Publicidade e medição',
  consent_text: 'Usamos píxeis de parceiros publicitários para medir os nossos anúncios. Permite?',
  consent_allow: 'Permitir',
  consent_decline: 'Recusar',
} satisfies TrackingMessages;
