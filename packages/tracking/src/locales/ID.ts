import type { TrackingMessages } from './messages';

/** Indonesian tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Iklan dan pengukuran',
  consent_text: 'Kami memakai piksel mitra iklan untuk mengukur iklan kami. Izinkan?',
  consent_allow: 'Izinkan',
  consent_decline: 'Tolak',
} satisfies TrackingMessages;
