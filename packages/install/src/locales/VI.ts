import type { InstallMessages } from './messages';

/** Vietnamese install texts; same keys as EN.ts. */
export default {
  update_title: 'Phiên bản mới',
  update_found: 'Đã có phiên bản mới, vui lòng nhấn làm mới',
  refresh: 'Làm mới',
} satisfies InstallMessages;
