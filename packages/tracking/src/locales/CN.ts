import type { TrackingMessages } from './messages';

/** Simplified Chinese tracking texts; same keys as EN.ts. */
export default {
  consent_title: '广告与统计',
  consent_text: '我们使用广告合作伙伴的像素来衡量广告效果。是否允许？',
  consent_allow: '允许',
  consent_decline: '拒绝',
} satisfies TrackingMessages;
