import type { InstallMessages } from './messages';

/** Urdu install texts; same keys as EN.ts. */
export default {
  update_title: 'نیا ورژن',
  update_found: 'نیا ورژن دستیاب ہے، ریفریش پر کلک کریں',
  refresh: 'ریفریش کریں',
  upgrade_title: 'ایپ کا نیا ورژن دستیاب ہے',
  upgrade_description: 'نئی خصوصیات اور اصلاحات کے لیے ابھی اپ ڈیٹ کریں۔',
  upgrade_update_now: 'ابھی اپ ڈیٹ کریں',
  download_starting: 'آپ کا ڈاؤن لوڈ شروع ہو رہا ہے۔ اگر شروع نہ ہو تو ڈاؤن لوڈ پر ٹیپ کریں۔',
  download_button: 'ڈاؤن لوڈ',
  download_none: 'اس ڈیوائس کے لیے کوئی ڈاؤن لوڈ دستیاب نہیں۔',
  download_choose: 'اپنی ڈیوائس کے لیے ایپ منتخب کریں۔',
  offline_title: 'آف لائن',
  offline_message: 'آپ آف لائن ہیں۔ ایپ اس ڈیوائس سے کھلی ہے؛ جن چیزوں کو نیٹ ورک چاہیے وہ آن لائن ہونے پر لوڈ ہوں گی۔',
} satisfies InstallMessages;
