import type { InstallMessages } from './messages';

/** Urdu install texts; same keys as EN.ts. */
export default {
  update_title: 'نیا ورژن',
  update_found: 'نیا ورژن دستیاب ہے، ریفریش پر کلک کریں',
  refresh: 'ریفریش کریں',
} satisfies InstallMessages;
