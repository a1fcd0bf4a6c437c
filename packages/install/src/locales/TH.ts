import type { InstallMessages } from './messages';

/** Thai install texts; same keys as EN.ts. */
export default {
  update_title: 'เวอร์ชันใหม่',
  update_found: 'พบเวอร์ชันใหม่ กรุณาคลิกรีเฟรช',
  refresh: 'รีเฟรช',
} satisfies InstallMessages;
