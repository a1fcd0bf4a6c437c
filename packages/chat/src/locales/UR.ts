import type { ChatMessages } from './messages';

/** Urdu chat texts; same keys as EN.ts. */
export default {
  customer_service: 'کسٹمر سروس',
  customer_service_unread_one: 'کسٹمر سروس، {{count}} بغیر پڑھا',
  customer_service_unread_other: 'کسٹمر سروس، {{count}} بغیر پڑھے',
  unread_one: '{{count}} بغیر پڑھا پیغام',
  unread_other: '{{count}} بغیر پڑھے پیغامات',
  choose_service: 'کسٹمر سروس منتخب کریں',
  no_permissions: 'آپ کو چیٹ استعمال کرنے کی اجازت نہیں ہے۔',
  launch_failed: 'چیٹ نہیں کھل سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  launching: 'چیٹ کھل رہی ہے…',
  redirect_refused: 'یہ لنک ایسی سائٹ پر جاتا ہے جو ہماری فہرست میں نہیں ہے، اس لیے آپ کو وہاں نہیں بھیجا گیا۔',
} satisfies ChatMessages;
