import type { TrackingMessages } from './messages';

/** Spanish tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Publicidad y medición',
  consent_text: 'Usamos píxeles de socios publicitarios para medir nuestros anuncios. ¿Los permites?',
  consent_allow: 'Permitir',
  consent_decline: 'Rechazar',
} satisfies TrackingMessages;
