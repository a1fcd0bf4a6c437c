import type { TrackingMessages } from './messages';

/** Urdu tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'اشتہارات اور پیمائش',
  consent_text: 'ہم اپنے اشتہارات کی پیمائش کے لیے اشتہاری شراکت داروں کے پکسلز استعمال کرتے ہیں۔ کیا آپ اجازت دیتے ہیں؟',
  consent_allow: 'اجازت دیں',
  consent_decline: 'انکار کریں',
} satisfies TrackingMessages;
