import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Kiểm tra bảo mật',
  'status.loading': 'Đang tải kiểm tra bảo mật…',
  'status.waiting': 'Kiểm tra bảo mật đã sẵn sàng',
  'status.verifying': 'Đang xác minh…',
  'status.success': 'Đã xác minh',
  user_error: 'Lỗi {{code}}: {{message}}',
  unknown_error: 'Kiểm tra bảo mật không thành công.',
  network_failure: 'Lỗi mạng',
  retry: 'Chạm để thử lại',
  verify_first: 'Vui lòng hoàn tất xác minh trước',
  too_fast: 'Quá nhanh: mỗi lần chỉ một lượt xác minh. Vui lòng chờ.',
  geetest_not_work: 'Dịch vụ Geetest không hoạt động',
} satisfies CaptchaMessages;
