import type { PopupsMessages } from './messages';

/** Bengali popups texts; same keys as EN.ts. */
export default {
  banners_label: 'প্রোমোশন',
  slide_of: 'স্লাইড {{current}} / {{total}}',
  previous: 'আগের',
  next: 'পরের',
  pause: 'স্লাইড থামান',
  play: 'স্লাইড চালান',
  announcement: 'ঘোষণা',
  hide_today: 'আজ আর দেখাবেন না',
  hide_again: 'এই পপআপ আর দেখাবেন না',
  must_read: 'বন্ধ করতে সব পৃষ্ঠা পড়ুন ({{total}}টির মধ্যে {{seen}}টি পড়া হয়েছে)',
  close: 'বন্ধ করুন',
  go_to_activity: 'কার্যক্রমে যান',
  know_it: 'বুঝেছি',
  welcome: 'স্বাগতম',
  save_image: 'ছবি সংরক্ষণ করুন',
  copy_link: 'লিংক কপি করুন',
  link_copied: 'লিংক কপি হয়েছে',
  copy_failed: 'এই লিংকটি কপি করুন:',
  notices_label: 'বিজ্ঞপ্তি',
  notices_pause: 'বিজ্ঞপ্তি থামান',
  notices_play: 'বিজ্ঞপ্তি চালান',
  notices_title: 'বিজ্ঞপ্তি',
  notices_failed: 'বিজ্ঞপ্তি লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
} satisfies PopupsMessages;
