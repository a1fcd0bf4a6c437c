import type { FeedbackMessages } from './messages';

/** Urdu feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'براہ کرم پہلے لاگ ان کریں۔',
  unknown_error: 'کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
  error: 'خرابی',
  network_error: 'نیٹ ورک کی خرابی / CORS کی خرابی',
  network_offline: 'نیٹ ورک آف لائن ہے۔ براہ کرم اپنا کنکشن چیک کریں۔',
  back_online: 'آپ دوبارہ آن لائن ہیں۔',
  network_slowly: 'نیٹ ورک سست ہے۔',
} satisfies FeedbackMessages;
