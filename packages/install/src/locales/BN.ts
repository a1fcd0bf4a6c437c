import type { InstallMessages } from './messages';

/** Bengali install texts; same keys as EN.ts. */
export default {
  update_title: 'নতুন সংস্করণ',
  update_found: 'নতুন সংস্করণ পাওয়া গেছে, রিফ্রেশ করুন',
  refresh: 'রিফ্রেশ',
  upgrade_title: 'অ্যাপের নতুন সংস্করণ পাওয়া যাচ্ছে',
  upgrade_description: 'সর্বশেষ ফিচার ও সংশোধনের জন্য এখনই আপডেট করুন।',
  upgrade_update_now: 'এখনই আপডেট করুন',
  download_starting: 'আপনার ডাউনলোড শুরু হচ্ছে। শুরু না হলে ডাউনলোড-এ ট্যাপ করুন।',
  download_button: 'ডাউনলোড',
  download_none: 'এই ডিভাইসের জন্য কোনো ডাউনলোড নেই।',
  download_choose: 'আপনার ডিভাইসের জন্য অ্যাপটি বেছে নিন।',
  offline_title: 'অফলাইন',
  offline_message: 'আপনি অফলাইনে আছেন। অ্যাপটি এই ডিভাইস থেকে খোলা হয়েছে; যা নেটওয়ার্ক চায় তা আবার অনলাইনে এলে লোড হবে।',
} satisfies InstallMessages;
