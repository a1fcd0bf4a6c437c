import type { PopupsMessages } from './messages';

/** Vietnamese popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Khuyến mãi',
  slide_of: 'Trang {{current}} / {{total}}',
  previous: 'Trước',
  next: 'Tiếp',
  pause: 'Tạm dừng trình chiếu',
  play: 'Phát trình chiếu',
  announcement: 'Thông báo',
  hide_today: 'Hôm nay không hiển thị',
  hide_again: 'Không hiển thị lại cửa sổ này',
  must_read: 'Đọc hết các trang để đóng (đã đọc {{seen}}/{{total}})',
  close: 'Đóng',
  go_to_activity: 'Đến hoạt động',
  know_it: 'Đã hiểu',
  welcome: 'Chào mừng',
  save_image: 'Lưu ảnh',
  copy_link: 'Sao chép liên kết',
  link_copied: 'Đã sao chép liên kết',
  copy_failed: 'Hãy sao chép liên kết này:',
  notices_label: 'Thông báo',
  notices_pause: 'Tạm dừng thông báo',
  notices_play: 'Phát thông báo',
  notices_title: 'Thông báo',
  notices_failed: 'Không tải được thông báo.',
  retry: 'Thử lại',
} satisfies PopupsMessages;
