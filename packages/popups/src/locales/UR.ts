import type { PopupsMessages } from './messages';

/** Urdu popups texts; same keys as EN.ts. */
export default {
  banners_label: 'پروموشنز',
  slide_of: 'سلائیڈ {{current}} از {{total}}',
  previous: 'پچھلا',
  next: 'اگلا',
  pause: 'سلائیڈز روکیں',
  play: 'سلائیڈز چلائیں',
  announcement: 'اعلان',
  hide_today: 'آج نہ دکھائیں',
  hide_again: 'یہ پاپ اپ دوبارہ نہ دکھائیں',
  must_read: 'بند کرنے کے لیے تمام صفحات پڑھیں ({{total}} میں سے {{seen}} پڑھے)',
  close: 'بند کریں',
  go_to_activity: 'سرگرمی پر جائیں',
  know_it: 'سمجھ گیا',
  welcome: 'خوش آمدید',
  save_image: 'تصویر محفوظ کریں',
  copy_link: 'لنک کاپی کریں',
  link_copied: 'لنک کاپی ہو گیا',
  copy_failed: 'یہ لنک کاپی کریں:',
  notices_label: 'اطلاعات',
  notices_pause: 'اطلاعات روکیں',
  notices_play: 'اطلاعات چلائیں',
  notices_title: 'اطلاعات',
  notices_failed: 'اطلاعات لوڈ نہیں ہو سکیں۔',
  retry: 'دوبارہ کوشش کریں',
} satisfies PopupsMessages;
