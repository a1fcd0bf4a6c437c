import type { FeedbackMessages } from './messages';

/** Bengali feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'অনুগ্রহ করে আগে লগ ইন করুন।',
  unknown_error: 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
  error: 'ত্রুটি',
  network_error: 'নেটওয়ার্ক ত্রুটি / CORS ত্রুটি',
  network_offline: 'নেটওয়ার্ক অফলাইন। আপনার সংযোগ পরীক্ষা করুন।',
  back_online: 'আপনি আবার অনলাইনে এসেছেন।',
  network_slowly: 'নেটওয়ার্ক ধীরগতির।',
} satisfies FeedbackMessages;
