import type { TrackingMessages } from './messages';

/** Traditional Chinese tracking texts; same keys as EN.ts. */
export default {
  consent_title: '廣告與統計',
  consent_text: '我們使用廣告合作夥伴的像素來衡量廣告成效。是否允許？',
  consent_allow: '允許',
  consent_decline: '拒絕',
} satisfies TrackingMessages;
