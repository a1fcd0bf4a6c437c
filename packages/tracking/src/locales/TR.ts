import type { TrackingMessages } from './messages';

/** Turkish tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Reklam ve ölçüm',
  consent_text: 'Reklamlarımızı ölçmek için reklam ortaklarımızın piksellerini kullanıyoruz. İzin veriyor musunuz?',
  consent_allow: 'İzin ver',
  consent_decline: 'Reddet',
} satisfies TrackingMessages;
