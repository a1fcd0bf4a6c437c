import type { ChatMessages } from './messages';

/** Vietnamese chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Chăm sóc khách hàng',
  customer_service_unread_other: 'Chăm sóc khách hàng, {{count}} chưa đọc',
  unread_other: '{{count}} tin nhắn chưa đọc',
  choose_service: 'Chọn bộ phận chăm sóc khách hàng',
  no_permissions: 'Bạn không có quyền sử dụng trò chuyện.',
  launch_failed: 'Không thể mở trò chuyện. Vui lòng thử lại.',
  launching: 'Đang mở trò chuyện…',
  redirect_refused: 'Liên kết này dẫn đến một trang không có trong danh sách của chúng tôi, nên bạn không được chuyển đến đó.',
} satisfies ChatMessages;
