import type { TrackingMessages } from './messages';

/** Thai tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'โฆษณาและการวัดผล',
  consent_text: 'เราใช้พิกเซลของพันธมิตรโฆษณาเพื่อวัดผลโฆษณาของเรา อนุญาตหรือไม่?',
  consent_allow: 'อนุญาต',
  consent_decline: 'ปฏิเสธ',
} satisfies TrackingMessages;
