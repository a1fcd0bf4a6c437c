import type { ChatMessages } from './messages';

/** Bengali chat texts; same keys as EN.ts. */
export default {
  customer_service: 'গ্রাহক সেবা',
  customer_service_unread_one: 'গ্রাহক সেবা, {{count}}টি অপঠিত',
  customer_service_unread_other: 'গ্রাহক সেবা, {{count}}টি অপঠিত',
  unread_one: '{{count}}টি অপঠিত বার্তা',
  unread_other: '{{count}}টি অপঠিত বার্তা',
  choose_service: 'গ্রাহক সেবা বেছে নিন',
  no_permissions: 'আপনার চ্যাট ব্যবহারের অনুমতি নেই।',
  launch_failed: 'চ্যাট খোলা যায়নি। আবার চেষ্টা করুন।',
  launching: 'চ্যাট খোলা হচ্ছে…',
  redirect_refused: 'এই লিঙ্কটি আমাদের তালিকায় নেই এমন একটি সাইটে যায়, তাই আপনাকে সেখানে নেওয়া হয়নি।',
} satisfies ChatMessages;
