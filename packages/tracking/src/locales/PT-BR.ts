import type { TrackingMessages } from './messages';

/** Brazilian Portuguese tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Publicidade e medição',
  consent_text: 'Usamos pixels de parceiros de publicidade para medir nossos anúncios. Você permite?',
  consent_allow: 'Permitir',
  consent_decline: 'Recusar',
} satisfies TrackingMessages;
