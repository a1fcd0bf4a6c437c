import type { UiMessages } from './messages';

export default {
  notice: 'Paunawa',
  confirm: 'Kumpirmahin',
  cancel: 'Kanselahin',
  close: 'Isara',
  reference: 'Sanggunian: {{traceId}}',
  loading: 'Naglo-load',
} satisfies UiMessages;
