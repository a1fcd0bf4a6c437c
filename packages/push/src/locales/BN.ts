import type { PushMessages } from './messages';

/** Bengali push texts; same keys as EN.ts. */
export default {
  prompt_title: 'বিজ্ঞপ্তি',
  prompt_text: 'ড্রয়ের ফলাফল, প্রচার এবং আপনার অ্যাকাউন্টের খবর পেতে বিজ্ঞপ্তি চালু করুন।',
  prompt_allow: 'চালু করুন',
  prompt_later: 'এখন নয়',
  notification_request_tips: 'বিজ্ঞপ্তি ব্লক করা আছে। সেগুলি পেতে আপনার ব্রাউজারের সেটিংসে এই সাইটের বিজ্ঞপ্তির অনুমতি দিন।',
  tips_close: 'ঠিক আছে',
} satisfies PushMessages;
