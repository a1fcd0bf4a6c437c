import type { FeedbackMessages } from './messages';

/** Traditional Chinese feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: '請先登入。',
  unknown_error: '發生錯誤，請再試一次。',
  error: '錯誤',
  network_error: '網路錯誤 / CORS 錯誤',
  network_offline: '網路已中斷，請檢查網路連線。',
  back_online: '網路已恢復連線。',
  network_slowly: '網路速度較慢。',
} satisfies FeedbackMessages;
