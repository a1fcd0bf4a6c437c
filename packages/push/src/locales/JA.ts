import type { PushMessages } from './messages';

/** Japanese push texts; same keys as EN.ts. */
export default {
  prompt_title: '通知',
  prompt_text: '通知をオンにすると、抽選結果やキャンペーン、アカウントのお知らせを受け取れます。',
  prompt_allow: 'オンにする',
  prompt_later: '今はしない',
  notification_request_tips: '通知はブロックされています。受け取るには、ブラウザの設定でこのサイトの通知を許可してください。',
  tips_close: 'OK',
} satisfies PushMessages;
