import type { PushMessages } from './messages';

/** Vietnamese push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Thông báo',
  prompt_text: 'Bật thông báo để nhận kết quả xổ số, khuyến mãi và tin về tài khoản của bạn.',
  prompt_allow: 'Bật',
  prompt_later: 'Để sau',
  notification_request_tips: 'Thông báo đang bị chặn. Để nhận thông báo, hãy cho phép trang này gửi thông báo trong cài đặt trình duyệt.',
  tips_close: 'Đồng ý',
} satisfies PushMessages;
