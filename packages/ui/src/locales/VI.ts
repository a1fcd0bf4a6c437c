import type { UiMessages } from './messages';

export default {
  notice: 'Thông báo',
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  close: 'Đóng',
  reference: 'Mã tham chiếu: {{traceId}}',
  loading: 'Đang tải',
} satisfies UiMessages;
