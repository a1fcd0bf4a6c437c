import type { UiMessages } from './messages';

export default {
  notice: 'សេចក្តីជូនដំណឹង',
  confirm: 'បញ្ជាក់',
  cancel: 'បោះបង់',
  close: 'បិទ',
  reference: 'លេខយោង៖ {{traceId}}',
  loading: 'កំពុងផ្ទុក',
} satisfies UiMessages;
