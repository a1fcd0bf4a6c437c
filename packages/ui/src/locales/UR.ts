import type { UiMessages } from './messages';

export default {
  notice: 'اطلاع',
  confirm: 'تصدیق کریں',
  cancel: 'منسوخ کریں',
  close: 'بند کریں',
  reference: 'حوالہ: {{traceId}}',
  loading: 'لوڈ ہو رہا ہے',
} satisfies UiMessages;
