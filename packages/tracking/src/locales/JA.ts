import type { TrackingMessages } from './messages';

/** Japanese tracking texts; same keys as EN.ts. */
export default {
  consent_title: '広告と効果測定',
  consent_text: '広告の効果測定のため、広告パートナーのピクセルを使用します。許可しますか？',
  consent_allow: '許可する',
  consent_decline: '拒否する',
} satisfies TrackingMessages;
