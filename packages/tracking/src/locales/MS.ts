import type { TrackingMessages } from './messages';

/** Malay tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Iklan dan pengukuran',
  consent_text: 'Kami menggunakan piksel rakan pengiklanan untuk mengukur iklan kami. Benarkan?',
  consent_allow: 'Benarkan',
  consent_decline: 'Tolak',
} satisfies TrackingMessages;
