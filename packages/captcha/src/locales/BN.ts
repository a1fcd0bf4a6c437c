import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'নিরাপত্তা যাচাই',
  'status.loading': 'নিরাপত্তা যাচাই লোড হচ্ছে…',
  'status.waiting': 'নিরাপত্তা যাচাই প্রস্তুত',
  'status.verifying': 'যাচাই করা হচ্ছে…',
  'status.success': 'যাচাই সম্পন্ন',
  user_error: 'ত্রুটি {{code}}: {{message}}',
  unknown_error: 'নিরাপত্তা যাচাই ব্যর্থ হয়েছে।',
  network_failure: 'নেটওয়ার্ক ব্যর্থতা',
  retry: 'আবার চেষ্টা করতে ট্যাপ করুন',
  verify_first: 'অনুগ্রহ করে আগে যাচাই সম্পন্ন করুন',
  too_fast: 'খুব দ্রুত: একবারে একটি যাচাই। অনুগ্রহ করে অপেক্ষা করুন।',
  geetest_not_work: 'Geetest পরিষেবা কাজ করছে না',
} satisfies CaptchaMessages;
