import type { TrackingMessages } from './messages';

/** Bengali tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'বিজ্ঞাপন ও পরিমাপ',
  consent_text: 'আমাদের বিজ্ঞাপন পরিমাপের জন্য আমরা বিজ্ঞাপন অংশীদারদের পিক্সেল ব্যবহার করি। অনুমতি দেবেন?',
  consent_allow: 'অনুমতি দিন',
  consent_decline: 'প্রত্যাখ্যান করুন',
} satisfies TrackingMessages;
