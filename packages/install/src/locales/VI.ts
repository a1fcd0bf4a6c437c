import type { InstallMessages } from './messages';

/** Vietnamese install texts; same keys as EN.ts. */
export default {
  update_title: 'Phiên bản mới',
  update_found: 'Đã có phiên bản mới, vui lòng nhấn làm mới',
  refresh: 'Làm mới',
  upgrade_title: 'Đã có phiên bản ứng dụng mới',
  upgrade_description: 'Cập nhật ngay để có tính năng và bản sửa lỗi mới nhất.',
  upgrade_update_now: 'Cập nhật ngay',
  download_starting: 'Đang bắt đầu tải xuống. Nếu không, hãy chạm Tải xuống.',
  download_button: 'Tải xuống',
  download_none: 'Không có bản tải xuống cho thiết bị này.',
  download_choose: 'Chọn ứng dụng cho thiết bị của bạn.',
  offline_title: 'Ngoại tuyến',
  offline_message: 'Bạn đang ngoại tuyến. Ứng dụng được mở từ thiết bị này; những gì cần mạng sẽ tải khi bạn trực tuyến trở lại.',
} satisfies InstallMessages;
