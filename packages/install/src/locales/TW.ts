import type { InstallMessages } from './messages';

/** Traditional Chinese install texts; same keys as EN.ts. */
export default {
  update_title: '新版本',
  update_found: '發現新版本，請點擊重新整理',
  refresh: '重新整理',
} satisfies InstallMessages;
