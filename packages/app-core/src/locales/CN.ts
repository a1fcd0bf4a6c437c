import type { FeedbackMessages } from './messages';

/** Simplified Chinese feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: '请先登录。',
  unknown_error: '出错了，请重试。',
  error: '错误',
  network_error: '网络错误 / CORS 错误',
  network_offline: '网络已断开，请检查网络连接。',
  back_online: '网络已恢复。',
  network_slowly: '网络较慢。',
} satisfies FeedbackMessages;
