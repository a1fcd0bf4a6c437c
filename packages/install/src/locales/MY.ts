import type { InstallMessages } from './messages';

/** Burmese install texts; same keys as EN.ts. */
export default {
  update_title: 'ဗားရှင်းအသစ်',
  update_found: 'ဗားရှင်းအသစ် တွေ့ရှိပါသည်၊ ပြန်လည်စတင်ရန် နှိပ်ပါ',
  refresh: 'ပြန်လည်စတင်ရန်',
} satisfies InstallMessages;
