import type { TrackingMessages } from './messages';

/** Korean tracking texts; same keys as EN.ts. */
export default {
  consent_title: '광고 및 측정',
  consent_text: '광고 효과 측정을 위해 광고 파트너의 픽셀을 사용합니다. 허용하시겠습니까?',
  consent_allow: '허용',
  consent_decline: '거부',
} satisfies TrackingMessages;
