import type { PushMessages } from './messages';

/** Traditional Chinese push texts; same keys as EN.ts. */
export default {
  prompt_title: '通知',
  prompt_text: '開啟通知，即時獲取開獎結果、優惠活動和帳戶訊息。',
  prompt_allow: '開啟',
  prompt_later: '以後再說',
  notification_request_tips: '通知已被封鎖。如需接收通知，請在瀏覽器設定中允許本網站傳送通知。',
  tips_close: '知道了',
} satisfies PushMessages;
