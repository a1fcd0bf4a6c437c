import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'سیکیورٹی جانچ',
  'status.loading': 'سیکیورٹی جانچ لوڈ ہو رہی ہے…',
  'status.waiting': 'سیکیورٹی جانچ تیار ہے',
  'status.verifying': 'تصدیق ہو رہی ہے…',
  'status.success': 'تصدیق ہو گئی',
  user_error: 'خرابی {{code}}: {{message}}',
  unknown_error: 'سیکیورٹی جانچ ناکام رہی۔',
  network_failure: 'نیٹ ورک کی خرابی',
  retry: 'دوبارہ کوشش کے لیے ٹیپ کریں',
  verify_first: 'براہ کرم پہلے تصدیق مکمل کریں',
  too_fast: 'بہت تیز: ایک وقت میں ایک ہی تصدیق۔ براہ کرم انتظار کریں۔',
  geetest_not_work: 'Geetest سروس کام نہیں کر رہی',
} satisfies CaptchaMessages;
