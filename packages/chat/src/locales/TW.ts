import type { ChatMessages } from './messages';

/** Traditional Chinese chat texts; same keys as EN.ts. */
export default {
  customer_service: '線上客服',
  customer_service_unread_other: '線上客服，{{count}} 則未讀',
  unread_other: '{{count}} 則未讀訊息',
  choose_service: '選擇客服',
  no_permissions: '您沒有使用聊天的權限。',
  launch_failed: '無法開啟聊天，請重試。',
  launching: '正在開啟聊天…',
  redirect_refused: '此連結指向不在我們清單中的網站，因此未為您跳轉。',
} satisfies ChatMessages;
