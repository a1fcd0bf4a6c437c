import type { UiMessages } from './messages';

export default {
  notice: 'বিজ্ঞপ্তি',
  confirm: 'নিশ্চিত করুন',
  cancel: 'বাতিল',
  close: 'বন্ধ করুন',
  reference: 'রেফারেন্স: {{traceId}}',
  loading: 'লোড হচ্ছে',
} satisfies UiMessages;
