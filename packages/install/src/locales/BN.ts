import type { InstallMessages } from './messages';

/** Bengali install texts; same keys as EN.ts. */
export default {
  update_title: 'নতুন সংস্করণ',
  update_found: 'নতুন সংস্করণ পাওয়া গেছে, রিফ্রেশ করুন',
  refresh: 'রিফ্রেশ',
} satisfies InstallMessages;
