import type { InstallMessages } from './messages';

/** Japanese install texts; same keys as EN.ts. */
export default {
  update_title: '新しいバージョン',
  update_found: '新しいバージョンがあります。更新をクリックしてください',
  refresh: '更新',
} satisfies InstallMessages;
