import type { FeedbackMessages } from './messages';

/** Vietnamese feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Vui lòng đăng nhập trước.',
  unknown_error: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  error: 'Lỗi',
  network_error: 'Lỗi mạng / Lỗi CORS',
  network_offline: 'Mất kết nối mạng. Vui lòng kiểm tra kết nối.',
  back_online: 'Bạn đã trực tuyến trở lại.',
  network_slowly: 'Mạng chậm.',
} satisfies FeedbackMessages;
