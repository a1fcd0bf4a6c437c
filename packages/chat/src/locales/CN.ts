import type { ChatMessages } from './messages';

/** Simplified Chinese chat texts; same keys as EN.ts. */
export default {
  customer_service: '在线客服',
  customer_service_unread_other: '在线客服，{{count}} 条未读',
  unread_other: '{{count}} 条未读消息',
  choose_service: '选择客服',
  no_permissions: '您没有使用聊天的权限。',
  launch_failed: '无法打开聊天，请重试。',
  launching: '正在打开聊天…',
  redirect_refused: '此链接指向不在我们列表中的网站，因此未为您跳转。',
} satisfies ChatMessages;
