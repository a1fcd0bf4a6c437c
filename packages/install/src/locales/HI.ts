import type { InstallMessages } from './messages';

/** Hindi install texts; same keys as EN.ts. */
export default {
  update_title: 'नया संस्करण',
  update_found: 'नया संस्करण मिला, रीफ़्रेश पर क्लिक करें',
  refresh: 'रीफ़्रेश करें',
} satisfies InstallMessages;
