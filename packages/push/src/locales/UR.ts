import type { PushMessages } from './messages';

/** Urdu push texts; same keys as EN.ts. */
export default {
  prompt_title: 'اطلاعات',
  prompt_text: 'قرعہ اندازی کے نتائج، پروموشنز اور اپنے اکاؤنٹ کی خبریں پانے کے لیے اطلاعات آن کریں۔',
  prompt_allow: 'آن کریں',
  prompt_later: 'ابھی نہیں',
  notification_request_tips: 'اطلاعات بلاک ہیں۔ انہیں پانے کے لیے اپنے براؤزر کی ترتیبات میں اس سائٹ کی اطلاعات کی اجازت دیں۔',
  tips_close: 'ٹھیک ہے',
} satisfies PushMessages;
