import type { InstallMessages } from './messages';

/** Simplified Chinese install texts; same keys as EN.ts. */
export default {
  update_title: '新版本',
  update_found: '发现新版本，请点击刷新',
  refresh: '刷新',
} satisfies InstallMessages;
