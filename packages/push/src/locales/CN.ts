import type { PushMessages } from './messages';

/** Simplified Chinese push texts; same keys as EN.ts. */
export default {
  prompt_title: '通知',
  prompt_text: '开启通知，及时获取开奖结果、优惠活动和账户消息。',
  prompt_allow: '开启',
  prompt_later: '以后再说',
  notification_request_tips: '通知已被阻止。如需接收通知，请在浏览器设置中允许本网站发送通知。',
  tips_close: '知道了',
} satisfies PushMessages;
