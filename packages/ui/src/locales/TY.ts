import type { UiMessages } from './messages';

export default {
  notice: 'Paunawa',
  confirm: 'Kumpirmahin',
  close: 'Isara',
  reference: 'Sanggunian: {{traceId}}',
  loading: 'Naglo-load',
} satisfies UiMessages;
